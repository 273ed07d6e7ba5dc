import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { PublicOnly } from '@/app/guards/public-only';
import { RequireAuth } from '@/app/guards/require-auth';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import type { TPageLink, TPlaceholderHandle } from '@/app/routes/coming-soon';
import { RouterError } from '@/app/routes/router-error';

// Every route of spec section 2. Each page is its own lazy chunk; the pages a later issue builds share the
// placeholder chunk until then, described by their route handle.

const page = (path: { path: string }, lazy: NonNullable<RouteObject['lazy']>): RouteObject => ({
  path: path.path,
  lazy,
});

const placeholder = (path: { path: string }, handle: TPlaceholderHandle): RouteObject => ({
  path: path.path,
  handle,
  lazy: () => import('@/app/routes/coming-soon'),
});

const tab = (label: string, path: { getHref: () => string }): TPageLink => ({ label, to: path.getHref() });

const { admin, org, individual } = paths;

const adminUserTabs = [
  tab('Organizations', admin.usersOrganisation),
  tab('Administrators', admin.usersAdmin),
  tab('Individuals', admin.usersIndividual),
];
const adminDocumentTabs = [
  tab('All', admin.documentsAll),
  tab('Submitted', admin.documentsSubmitted),
  tab('Pending', admin.documentsPending),
  tab('Verified', admin.documentsVerified),
  tab('Queried', admin.documentsQueried),
  tab('Archived', admin.documentsArchived),
];
const adminServiceTabs = [
  tab('Service Charges', admin.serviceCharge),
  tab('Surcharges', admin.serviceSurcharge),
  tab('Verifying Bodies', admin.serviceVerifyingBody),
  tab('Transcripts', admin.serviceTranscript),
];

const adminRoutes: RouteObject[] = [
  placeholder(admin.dashboard, {
    title: 'Dashboard',
    upcoming: 'An overview of documents awaiting review, recent payments and new accounts across the platform.',
  }),
  placeholder(admin.users, {
    title: 'Manage Users',
    upcoming: 'Organisation, administrator and individual accounts, and the invitation of new administrators.',
    tabs: adminUserTabs,
  }),
  placeholder(admin.usersOrganisation, {
    title: 'Organization Users',
    upcoming: 'Every organisation (verifying body) with its company details and verification status.',
    tabs: adminUserTabs,
  }),
  placeholder(admin.usersAdmin, {
    title: 'Administrators',
    upcoming: 'Every administrator account; super administrators invite and edit administrators here.',
    tabs: adminUserTabs,
  }),
  placeholder(admin.usersIndividual, {
    title: 'Individual Users',
    upcoming: 'Every individual, student and agent account with its contact details and status.',
    tabs: adminUserTabs,
  }),
  placeholder(admin.documents, {
    title: 'Manage Documents',
    upcoming: 'Every submitted document by status, to review, edit, archive and restore.',
    tabs: adminDocumentTabs,
  }),
  placeholder(admin.documentsAll, {
    title: 'All Documents',
    upcoming: 'Every document on the platform, searchable and sortable, nine to a page.',
    tabs: adminDocumentTabs,
  }),
  placeholder(admin.documentsSubmitted, {
    title: 'Submitted Documents',
    upcoming: 'Paid documents waiting for their verifier to open them.',
    tabs: adminDocumentTabs,
  }),
  placeholder(admin.documentsPending, {
    title: 'Pending Documents',
    upcoming: 'Documents their verifier is reviewing.',
    tabs: adminDocumentTabs,
  }),
  placeholder(admin.documentsVerified, {
    title: 'Verified Documents',
    upcoming: 'Documents their verifier confirmed, with the signed proof.',
    tabs: adminDocumentTabs,
  }),
  placeholder(admin.documentsQueried, {
    title: 'Queried Documents',
    upcoming: "Documents their verifier queried, waiting for the owner's answer.",
    tabs: adminDocumentTabs,
  }),
  placeholder(admin.documentsArchived, {
    title: 'Archived Documents',
    upcoming: 'Documents an administrator set aside, which can be restored.',
    tabs: adminDocumentTabs,
  }),
  placeholder(admin.documentPreview, {
    title: 'Document Preview',
    upcoming: "The document's data form as its owner filled it in, with its upload and verification details.",
  }),
  placeholder(admin.service, {
    title: 'Manage Service',
    upcoming: 'Service charges, surcharges, verifying bodies and transcript services.',
    tabs: adminServiceTabs,
  }),
  placeholder(admin.serviceCharge, {
    title: 'Service Charges',
    upcoming: 'The platform service charge for each document category and type.',
    tabs: adminServiceTabs,
  }),
  placeholder(admin.serviceSurcharge, {
    title: 'Surcharges',
    upcoming: 'Administrator surcharges added to verification fees.',
    tabs: adminServiceTabs,
  }),
  placeholder(admin.serviceVerifyingBody, {
    title: 'Verifying Bodies',
    upcoming: 'The institutions that verify documents, and their approval.',
    tabs: adminServiceTabs,
  }),
  placeholder(admin.serviceTranscript, {
    title: 'Transcripts',
    upcoming: 'Transcript services offered by verifying bodies.',
    tabs: adminServiceTabs,
  }),
  page(admin.account, () => import('@/features/profile/routes/profile')),
  placeholder(admin.transactions, {
    title: 'Transactions History',
    upcoming: 'Every payment on the platform with its reference, fee and status.',
  }),
];

const orgRoutes: RouteObject[] = [
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

const individualRoutes: RouteObject[] = [
  page(individual.dashboard, () => import('@/features/dashboard/routes/dashboard')),
  page(individual.verifyDocument, () => import('@/features/verify-document/routes/verify-document')),
  page(individual.account, () => import('@/features/profile/routes/profile')),
  page(individual.documents, () => import('@/features/documents/routes/manage-documents')),
  page(individual.documentsSent, () => import('@/features/documents/routes/sent-documents')),
  page(individual.transactions, () => import('@/features/transactions/routes/transactions')),
];

const publicRoutes: RouteObject[] = [
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
  lazy: async () => ({ Component: (await import('@/app/layouts/app-layout')).AppLayout }),
  children,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterError />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      { path: paths.root.path, element: <Navigate to={paths.auth.login.getHref()} replace /> },
      { element: <PublicOnly />, children: [{ element: <AuthLayout />, children: publicRoutes }] },
      // Anyone holding a viewer code, signed in or not, may open its result.
      { element: <AuthLayout />, children: [page(paths.viewer, () => import('@/features/viewer/routes/viewer'))] },
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
      { element: <RequireAuth area="admin" />, children: [appLayout(adminRoutes)] },
      { element: <RequireAuth area="organisation" />, children: [appLayout(orgRoutes)] },
      { element: <RequireAuth area="individual" />, children: [appLayout(individualRoutes)] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
