import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { PublicOnly } from '@/app/guards/public-only';
import { RequireAuth } from '@/app/guards/require-auth';
import { SignInStep } from '@/app/guards/sign-in-step';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouterError } from '@/app/routes/router-error';
import { hasFirstAnswer, prefetchCurrentUser, prefetchFirstAnswer } from '@/app/route-data';
import { yieldToMain } from '@/lib/yield-to-main';

// Every route of spec section 2. Each page is its own lazy chunk.

/**
 * A loader that asks for a page's data (app/route-data) while the page's code downloads, and lets the page render
 * without waiting for it: the page shows its own loading state. Only on entering the route: a change of its query
 * string is the page's to ask for.
 */
const prefetching = (prefetch: (url: URL) => void): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => ({
  loader: ({ request }: LoaderFunctionArgs) => {
    prefetch(new URL(request.url));
    return null;
  },
  shouldRevalidate: () => false,
});

type TRouteModule = Awaited<ReturnType<Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>>>;

/**
 * A page's code, and a new task before it renders: evaluating a chunk (its schemas, its components' modules) and
 * drawing the page are each a long task on a phone's CPU, and back to back they would be one (TBT).
 */
const loadThenYield =
  <TModule extends TRouteModule>(load: () => Promise<TModule>) =>
  async (): Promise<TModule> => {
    const module = await load();
    await yieldToMain();
    return module;
  };

type TPage = (path: { path: string }, load: () => Promise<TRouteModule>) => RouteObject;

/** Makes a lazy page route; a page with a first answer prefetches it into `queryClient` from its loader. */
const pageMaker =
  (queryClient: QueryClient): TPage =>
  (path, load) => ({
    path: path.path,
    lazy: loadThenYield(load),
    ...(hasFirstAnswer(path.path) ? prefetching((url) => prefetchFirstAnswer(queryClient, url)) : {}),
  });

const { admin, org, individual } = paths;

const adminRoutes = (page: TPage): RouteObject[] => [
  page(admin.dashboard, () => import('@/features/admin-dashboard/routes/admin-dashboard')),
  page(admin.users, () => import('@/features/admin-users/routes/manage-users')),
  page(admin.usersOrganisation, () => import('@/features/admin-users/routes/organization-users')),
  page(admin.usersAdmin, () => import('@/features/admin-users/routes/administrators')),
  page(admin.usersIndividual, () => import('@/features/admin-users/routes/individual-users')),
  page(admin.documents, () => import('@/features/admin-documents/routes/manage-documents')),
  page(admin.documentsAll, () => import('@/features/admin-documents/routes/all-documents')),
  page(admin.documentsSubmitted, () => import('@/features/admin-documents/routes/submitted-documents')),
  page(admin.documentsPending, () => import('@/features/admin-documents/routes/pending-documents')),
  page(admin.documentsVerified, () => import('@/features/admin-documents/routes/verified-documents')),
  page(admin.documentsQueried, () => import('@/features/admin-documents/routes/queried-documents')),
  page(admin.documentsArchived, () => import('@/features/admin-documents/routes/archived-documents')),
  page(admin.documentPreview, () => import('@/features/admin-documents/routes/document-preview')),
  page(admin.service, () => import('@/features/admin-services/routes/manage-service')),
  page(admin.serviceCharge, () => import('@/features/admin-services/routes/service-charges')),
  page(admin.serviceSurcharge, () => import('@/features/admin-services/routes/surcharges')),
  page(admin.serviceVerifyingBody, () => import('@/features/admin-services/routes/verifying-bodies')),
  page(admin.serviceTranscript, () => import('@/features/admin-services/routes/transcripts')),
  page(admin.account, () => import('@/features/profile/routes/profile')),
  page(admin.transactions, () => import('@/features/admin-transactions/routes/admin-transactions')),
  page(admin.audit, () => import('@/features/admin-audit/routes/audit-trail')),
  page(admin.mail, () => import('@/features/admin-mail/routes/mail-delivery')),
  page(admin.unaccredited, () => import('@/features/admin-unaccredited/routes/unaccredited-bodies')),
];

const orgRoutes = (page: TPage): RouteObject[] => [
  page(org.dashboard, () => import('@/features/org-dashboard/routes/org-dashboard')),
  page(org.verifyDocument, () => import('@/features/verify-document/routes/verify-document')),
  page(org.documents, () => import('@/features/received/routes/manage-documents')),
  page(org.documentsReceived, () => import('@/features/received/routes/received-documents')),
  page(org.documentsSent, () => import('@/features/documents/routes/org-sent-documents')),
  page(org.transactions, () => import('@/features/received/routes/document-history')),
  page(org.transcript, () => import('@/features/transcripts/routes/transcripts')),
  page(org.account, () => import('@/features/profile/routes/profile')),
  page(org.staff, () => import('@/features/staff/routes/manage-staff')),
  page(org.staffAll, () => import('@/features/staff/routes/all-staff')),
  page(org.referral, () => import('@/features/referrals/routes/referral')),
  page(org.referralUsers, () => import('@/features/referrals/routes/referred-users')),
  page(org.referralDocuments, () => import('@/features/referrals/routes/referred-documents')),
  page(org.service, () => import('@/features/service/routes/manage-service')),
];

const individualRoutes = (page: TPage): RouteObject[] => [
  page(individual.dashboard, () => import('@/features/dashboard/routes/dashboard')),
  page(individual.verifyDocument, () => import('@/features/verify-document/routes/verify-document')),
  page(individual.account, () => import('@/features/profile/routes/profile')),
  page(individual.documents, () => import('@/features/documents/routes/manage-documents')),
  page(individual.documentsSent, () => import('@/features/documents/routes/sent-documents')),
  page(individual.transactions, () => import('@/features/transactions/routes/transactions')),
];

const publicRoutes = (page: TPage): RouteObject[] => [
  page(paths.auth.login, () => import('@/features/auth/routes/login')),
  page(paths.auth.signup, () => import('@/features/auth/routes/signup')),
  // A static segment outranks the :referral parameter, so /signup/otp and /signup/admin stay themselves.
  page(paths.auth.signupOtp, () => import('@/features/auth/routes/signup-otp')),
  page(paths.auth.staffSignup, () => import('@/features/staff/routes/staff-signup')),
  page(paths.auth.referralSignup, () => import('@/features/auth/routes/signup')),
  page(paths.auth.forgotPassword, () => import('@/features/auth/routes/forgot-password')),
  page(paths.adminAuth.login, () => import('@/features/auth/routes/admin-login')),
  page(paths.adminAuth.signup, () => import('@/features/auth/routes/admin-signup')),
  page(paths.adminAuth.otp, () => import('@/features/auth/routes/admin-otp')),
  page(paths.adminAuth.forgotPassword, () => import('@/features/auth/routes/admin-forgot-password')),
];

// The signed-in shell (menus, avatar menu) is its own chunk too: sign-in pages never download it.
const appLayout = (children: RouteObject[]): RouteObject => ({
  lazy: loadThenYield(async () => ({ Component: (await import('@/app/layouts/app-layout')).AppLayout })),
  children,
});

/** The signed-in areas: the guard's loader asks for the user unless it is already known. */
function signedInRoutes(queryClient: QueryClient, page: TPage): RouteObject[] {
  const user = prefetching(() => prefetchCurrentUser(queryClient));
  return [
    { element: <RequireAuth area="admin" />, ...user, children: [appLayout(adminRoutes(page))] },
    { element: <RequireAuth area="organisation" />, ...user, children: [appLayout(orgRoutes(page))] },
    { element: <RequireAuth area="individual" />, ...user, children: [appLayout(individualRoutes(page))] },
  ];
}

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const page = pageMaker(queryClient);
  return [
    {
      element: <RootLayout />,
      errorElement: <RouterError />,
      hydrateFallbackElement: <FullScreenSpinner />,
      children: [
        { path: paths.root.path, element: <Navigate to={paths.auth.login.getHref()} replace /> },
        { element: <PublicOnly />, children: [{ element: <AuthLayout />, children: publicRoutes(page) }] },
        // Anyone holding a viewer code, signed in or not, may open its result; anyone may check a certificate.
        {
          element: <AuthLayout />,
          children: [
            page(paths.viewer, () => import('@/features/viewer/routes/viewer')),
            page(paths.verify, () => import('@/features/credential-check/routes/check-credential')),
          ],
        },
        // The steps after the password (decision 077): the second factor, or setting one up.
        {
          element: <SignInStep step="secondFactor" />,
          children: [
            {
              element: <AuthLayout />,
              children: [page(paths.auth.secondFactor, () => import('@/features/auth/routes/second-factor'))],
            },
          ],
        },
        {
          element: <SignInStep step="enrolment" />,
          children: [
            {
              element: <AuthLayout />,
              children: [page(paths.auth.enrolment, () => import('@/features/auth/routes/enrolment'))],
            },
          ],
        },
        {
          element: <RequireAuth area="any" />,
          children: [
            {
              element: <AuthLayout />,
              children: [
                page(paths.auth.success, () => import('@/features/auth/routes/success')),
                page(paths.payments.sandbox, () => import('@/features/payments/routes/sandbox-checkout')),
                page(paths.payments.return, () => import('@/features/payments/routes/payment-return')),
              ],
            },
          ],
        },
        ...signedInRoutes(queryClient, page),
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
