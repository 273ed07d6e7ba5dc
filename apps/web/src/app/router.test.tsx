import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/app/provider';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, buildOrgUser, buildUser, storeSession } from '@/testing/users';

// Spec section 2, route by route.
const publicPaths = [
  '/login',
  '/signup',
  '/signup/ABC123',
  '/signup/otp',
  '/forgotpassword',
  '/forgotpassword/admin',
  '/login/admin',
  '/signup/admin',
  '/otp/admin',
];
const adminPaths: [string, string][] = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/user', 'Manage Users'],
  ['/admin/user/organization', 'Organization Users'],
  ['/admin/user/admin', 'Administrators'],
  ['/admin/user/individual', 'Individual Users'],
  ['/admin/document', 'Manage Documents'],
  ['/admin/document/all', 'All Documents'],
  ['/admin/document/archived', 'Archived Documents'],
  ['/admin/document/queried', 'Queried Documents'],
  ['/admin/document/submitted', 'Submitted Documents'],
  ['/admin/document/pending', 'Pending Documents'],
  ['/admin/document/verified', 'Verified Documents'],
  ['/admin/document/document/educ/doc-7/user-3', 'Document Preview'],
  ['/admin/service', 'Manage Service'],
  ['/admin/service/servicecharge', 'Service Charges'],
  ['/admin/service/surcharge', 'Surcharges'],
  ['/admin/service/verifyingbody', 'Verifying Bodies'],
  ['/admin/service/transcript', 'Transcripts'],
  ['/admin/account', 'Profile'],
  ['/admin/transaction', 'Transactions History'],
];
const orgPaths: [string, string][] = [
  ['/org/dashboard', 'Dashboard'],
  ['/org/verifydocument', 'Verify Documents'],
  ['/org/document', 'Manage Documents'],
  ['/org/document/received', 'Received Documents'],
  ['/org/document/sent', 'Sent Documents'],
  ['/org/transaction', 'Document History'],
  ['/org/transcript', 'Transcripts'],
  ['/org/account', 'Profile'],
  ['/org/staff', 'Manage Staff'],
  ['/org/staff/all', 'All Staff'],
  ['/org/referral', 'Referrals'],
  ['/org/referrals/user', 'Referred Users'],
  ['/org/referrals/document', 'Referred Documents'],
  ['/org/service', 'Manage Service'],
];
const individualPaths: [string, string][] = [
  ['/dashboard', 'Dashboard'],
  ['/dashboard/verifydocument', 'Verify Documents'],
  ['/dashboard/account', 'Profile'],
  ['/dashboard/document', 'Manage Documents'],
  ['/dashboard/document/sent', 'Sent Documents'],
  ['/dashboard/transaction', 'Transactions History'],
];

const routes = appRoutes(createQueryClient());

describe('routes', () => {
  it('has a route for every URL of the spec', () => {
    const all = [
      ...publicPaths,
      '/',
      '/success',
      ...[...adminPaths, ...orgPaths, ...individualPaths].map(([path]) => path),
    ];
    const unmatched = all.filter((path) => !matchRoutes(routes, path)?.at(-1)?.route.path);
    expect(unmatched).toEqual([]);
  });

  it('keeps /signup/otp and /signup/admin apart from referral codes', () => {
    expect(matchRoutes(routes, '/signup/otp')?.at(-1)?.route.path).toBe('/signup/otp');
    expect(matchRoutes(routes, '/signup/admin')?.at(-1)?.route.path).toBe('/signup/admin');
    expect(matchRoutes(routes, '/signup/XYZ')?.at(-1)?.params).toEqual({ referral: 'XYZ' });
  });

  it('redirects / to /login', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the router failure heading for an unknown URL', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it.each(publicPaths)('renders the public page %s with a heading', async (path) => {
    mockApi({
      'GET /api/referral/ABC123': { body: { data: { referral: 'ABC123', organisation: { id: 'o', name: 'Org' } } } },
    });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['admin', buildAdmin('1'), '/admin/dashboard', adminPaths],
    ['organisation', buildOrgUser({ transcript_access: 'active' }), '/org/dashboard', orgPaths],
    ['individual', buildUser(), '/dashboard', individualPaths],
  ] as const)('renders every %s page with its title', async (_role, user, home, pages) => {
    storeSession(user);
    mockApi({ 'GET /api/user': { body: { user, data: { user } } } });
    const { router } = renderApp(home);

    for (const [path, title] of pages) {
      await router.navigate(path);
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title));
      expect(router.state.location.pathname).toBe(path);
    }
  });

  it("asks for the user and the page's data while the page's code loads, the user only once", async () => {
    const user = buildUser();
    storeSession(user);
    // Whether the page was on screen when its data was asked for: asked early, it was not yet.
    const onScreenWhenAsked: boolean[] = [];
    const { requests } = mockApi({
      'GET /api/user': { body: { user, data: { user } } },
      'POST /api/get/documents': () => {
        onScreenWhenAsked.push(screen.queryByRole('heading', { level: 1, name: 'Sent Documents' }) !== null);
        return { status: 503, body: { code: 'UNAVAILABLE', message: 'Not in this test' } };
      },
    });
    const { router } = renderApp('/dashboard/document/sent');
    await screen.findByRole('heading', { level: 1, name: 'Sent Documents' });
    await waitFor(() => expect(requests.some((request) => request.path === '/api/get/documents')).toBe(true));
    // The first request out is the list's own first page, before any of the page's code ran.
    expect(requests.slice(0, 2).map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/user',
      'POST /api/get/documents',
    ]);
    // A failed answer is asked for again when the page mounts (TanStack Query retries an errored query on mount).
    expect(requests.filter((request) => request.path === '/api/user')).toHaveLength(1);
    expect(requests[1]?.body).toEqual({ scope: 'sent', page: 1 });
    expect(onScreenWhenAsked[0]).toBe(false);

    // Entering the dashboard prefetches its data too, beside the page's code (its query options load with that
    // code, so the ask follows their import); the user is known by now and not asked again.
    const asked = requests.length;
    const entering = router.navigate('/dashboard');
    await waitFor(() => expect(requests.slice(asked).map((request) => request.path)).toEqual(['/api/user/dashboard']));
    await entering;
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(requests.filter((request) => request.path === '/api/user')).toHaveLength(1);
  });

  it('links a section page to its children', async () => {
    const admin = buildAdmin('1');
    storeSession(admin);
    mockApi({ 'GET /api/user': { body: { user: admin, data: { user: admin } } } });
    const view = renderApp('/admin/user');

    const sections = await screen.findByRole('navigation', { name: 'Manage Users sections' });
    expect(sections).toHaveTextContent('OrganizationsAdministratorsIndividuals');
    await view.user.click(within(sections).getByRole('link', { name: 'Administrators' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/user/admin'));
  });

  it('shows a document preview with its route parameters', async () => {
    const admin = buildAdmin('2');
    storeSession(admin);
    const { requests } = mockApi({ 'GET /api/user': { body: { user: admin, data: { user: admin } } } });
    renderApp('/admin/document/document/finance/doc-42/owner-9');

    await screen.findByRole('heading', { level: 1, name: 'Document Preview' });
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/system/admin/get/single/document')).toBe(true),
    );
  });

  it('shows /success to any signed-in user, with a link to their home', async () => {
    const user = buildOrgUser();
    storeSession(user);
    mockApi({ 'GET /api/user': { body: { user, data: { user } } } });
    renderApp('/success');

    expect(await screen.findByRole('heading', { level: 1, name: 'Success' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/org/dashboard');
  });
});
