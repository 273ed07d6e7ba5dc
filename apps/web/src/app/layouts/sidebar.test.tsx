import type { TUser } from '@docverify/contract/auth/user';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, buildOrgUser, buildUser, storeSession } from '@/testing/users';

async function menuOf(user: TUser, path: string) {
  storeSession(user);
  mockApi({ 'GET /api/user': { body: { user, data: { user } } } });
  const view = renderApp(path);
  const nav = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 });
  await within(nav).findAllByRole('link');
  const links = within(nav).getAllByRole('link');
  return { view, nav, entries: links.map((link) => [link.textContent, link.getAttribute('href')]) };
}

describe('sidebar menus (spec section 2)', () => {
  it('shows the admin menu', async () => {
    const { entries } = await menuOf(buildAdmin('1'), '/admin/dashboard');
    expect(entries).toEqual([
      ['dashboard', '/admin/dashboard'],
      ['Transactions History', '/admin/transaction'],
      ['Manage Documents', '/admin/document'],
      ['Manage Users', '/admin/user'],
      ['Manage Service', '/admin/service'],
      ['Profile', '/admin/account'],
    ]);
  });

  it('shows the organisation menu with Manage Staff third and no Manage Service without transcripts', async () => {
    const { entries } = await menuOf(buildOrgUser({ transcript_access: 'inactive' }), '/org/dashboard');
    expect(entries).toEqual([
      ['Dashboard', '/org/dashboard'],
      ['Verify Documents', '/org/verifydocument'],
      ['Manage Staff', '/org/staff'],
      ['Document History', '/org/transaction'],
      ['Manage Documents', '/org/document'],
      ['Profile', '/org/account'],
    ]);
  });

  it('adds Manage Service for an organisation with transcript access', async () => {
    const { entries } = await menuOf(buildOrgUser({ transcript_access: 'active' }), '/org/dashboard');
    expect(entries.map(([label]) => label)).toEqual([
      'Dashboard',
      'Verify Documents',
      'Manage Staff',
      'Document History',
      'Manage Documents',
      'Profile',
      'Manage Service',
    ]);
    expect(entries.at(-1)).toEqual(['Manage Service', '/org/service']);
  });

  it('hides Manage Staff from staff', async () => {
    const { nav } = await menuOf(buildOrgUser({ category: 'staff', transcript_access: 'active' }), '/org/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Manage Staff' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Manage Service' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Document History' })).toBeInTheDocument();
  });

  it.each(['indv', 'student', 'agent'] as const)('shows the individual menu to category %s', async (category) => {
    const { entries } = await menuOf(buildUser({ category }), '/dashboard');
    expect(entries).toEqual([
      ['dashboard', '/dashboard'],
      ['Verify Documents', '/dashboard/verifydocument'],
      ['Transactions History', '/dashboard/transaction'],
      ['Manage Documents', '/dashboard/document'],
      ['Profile', '/dashboard/account'],
    ]);
  });

  it('marks the current section, and the individual home only on its own page', async () => {
    const { nav } = await menuOf(buildUser(), '/dashboard/document/sent');
    expect(within(nav).getByRole('link', { name: 'Manage Documents' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('leads every menu entry to a page with a heading', async () => {
    const { view, nav } = await menuOf(buildOrgUser({ transcript_access: 'active' }), '/org/dashboard');
    for (const link of within(nav).getAllByRole('link')) {
      await view.user.click(link);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    }
  });

  it('shows ten skeleton rows while the user loads', async () => {
    const user = buildUser();
    storeSession(user);
    mockApi({ 'GET /api/user': () => new Promise(() => undefined) });
    renderApp('/dashboard');

    const skeleton = await screen.findByRole('list', { name: 'Loading menu' });
    expect(within(skeleton).getAllByRole('listitem')).toHaveLength(10);
  });

  it('collapses to icons and expands again with the toggle, keeping link names', async () => {
    const { view, nav } = await menuOf(buildUser(), '/dashboard');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Document and Qualification Verification')).not.toHaveClass('sr-only');

    await view.user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Document and Qualification Verification')).toHaveClass('sr-only');
    expect(within(nav).getByText('Profile')).toHaveClass('sr-only');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('title', 'Profile');

    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('on a phone leaves the screen to the page until the toggle in the top bar floats it over the page', async () => {
    // A phone: every min-width query fails.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) satisfies MediaQueryList,
    );
    storeSession(buildUser());
    mockApi({ 'GET /api/user': { body: { user: buildUser(), data: { user: buildUser() } } } });
    const view = renderApp('/dashboard');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' }, { timeout: 5000 });
    expect(sidebar).toHaveClass('hidden');
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await view.user.click(toggle);
    expect(sidebar).not.toHaveClass('hidden');
    expect(sidebar).toHaveClass('fixed');
    expect(within(sidebar).getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });
});
