import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, buildOrgUser, buildUser, storeSession } from '@/testing/users';

function signIn(user: ReturnType<typeof buildUser>, handlers: Parameters<typeof mockApi>[0] = {}) {
  storeSession(user);
  return mockApi({
    'GET /api/user': { body: { user, data: { user } } },
    'GET /api/user/sessions': { body: { sessions: [] } },
    ...handlers,
  });
}

function details() {
  const list = screen.getByRole('heading', { level: 2, name: 'Account' }).nextElementSibling as HTMLElement;
  return (label: string) => within(list).getByText(label).nextElementSibling?.textContent;
}

describe('profile page', () => {
  it('shows the account, with the spec’s texts for empty dates', async () => {
    signIn(buildUser({ firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.test', phone: '+2348012345678' }));
    renderApp('/dashboard/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Account' });
    const value = details();
    expect(value('Name')).toBe('Ada Okafor');
    expect(value('E-mail')).toBe('ada@example.test');
    expect(value('Phone')).toBe('+2348012345678');
    expect(value('Category')).toBe('Individual');
    expect(value('Status')).toBe('Active');
    expect(value('Last login')).toBe('yet to login');
    expect(value('Last updated')).toBe('no update yet');
  });

  it('formats the dates when there are some, and names administrators and organisations', async () => {
    signIn(buildAdmin('1', { lastLoginAt: '2025-03-04T09:05:00.000Z', updatedAt: '2025-02-01T16:30:00.000Z' }));
    renderApp('/admin/account');

    await screen.findByRole('heading', { level: 2, name: 'Account' });
    const value = details();
    expect(value('Category')).toBe('Super administrator');
    expect(value('Last login')).toMatch(/^Tuesday, March 4, 2025/);
    expect(value('Last updated')).toMatch(/^Saturday, February 1, 2025/);
  });

  it('shows the organisation of an organisation user, with its institution and authorised person', async () => {
    signIn(buildOrgUser(), {
      'GET /api/institutions/mine': {
        body: {
          data: {
            institution: {
              id: 'org-1',
              company_name: 'Lagos Verifiers Ltd',
              company_ref: 'LAGVER01',
              company_industry: 'Higher Education',
              country_code: 'NG',
              CountryName: 'Nigeria',
              city: 'Lagos',
              email: 'desk@lagosverifiers.test',
              phone: null,
              verifier_status: 'unverified',
              dateOfCompanyUpdate: '2025-01-10T08:00:00.000Z',
              website: 'https://lagosverifiers.test',
              domain: 'lagosverifiers.test',
              domain_verified: false,
              categories: ['educ', 'employment'],
            },
            authorisedPerson: { firstName: 'Funke', lastName: 'Alade', email: 'funke@lagosverifiers.test' },
          },
        },
      },
    });
    renderApp('/org/account');

    await screen.findByRole('heading', { level: 2, name: 'Account' });
    expect(details()('Organization name')).toBe('Lagos Verifiers Ltd');
    const institution = screen.getByRole('region', { name: 'Institution' });
    expect(await within(institution).findByText('desk@lagosverifiers.test')).toBeInTheDocument();
    expect(within(institution).getByText('Unverified')).toBeInTheDocument();
    expect(within(institution).getByText('Funke Alade')).toBeInTheDocument();
    expect(within(institution).getByText('Domain not proven yet')).toBeInTheDocument();
    expect(within(institution).getByText('Education, Employment Record')).toBeInTheDocument();
  });

  it("lets a body's own account prove its domain with a code and send its evidence", async () => {
    const unproven = {
      website: 'https://lagosverifiers.test',
      domain: 'lagosverifiers.test',
      categories: ['educ'],
      domain_verified_at: null,
      domain_contact_email: null,
      evidence: null,
    };
    const proven = {
      ...unproven,
      domain_verified_at: '2025-03-05T10:00:00.000Z',
      domain_contact_email: 'registrar@lagosverifiers.test',
    };
    const { requests } = signIn(
      buildOrgUser({ organisation: { id: 'org-1', name: 'Lagos Verifiers Ltd', verification_status: 'unverified' } }),
      {
        'GET /api/organisation/proof': { body: { data: unproven } },
        'POST /api/organisation/domain/code': (request) =>
          (request.body as { address: string }).address.endsWith('@lagosverifiers.test')
            ? { body: { message: 'We sent a code to registrar@lagosverifiers.test' } }
            : {
                status: 400,
                body: {
                  code: 'VALIDATION',
                  message: 'address: Enter an address at lagosverifiers.test',
                  errors: { address: 'Enter an address at lagosverifiers.test' },
                },
              },
        'POST /api/organisation/domain/verify': { body: { message: 'Your domain is confirmed', data: proven } },
      },
    );
    const view = renderApp('/org/account');
    const card = await screen.findByRole('region', { name: 'Prove your institution' });
    expect(await within(card).findByText('Domain: lagosverifiers.test (not proven yet)')).toBeInTheDocument();
    await view.user.type(within(card).getByLabelText('Address at your domain'), 'me@gmail.com');
    await view.user.click(within(card).getByRole('button', { name: 'Send code' }));
    expect(await within(card).findByText('Enter an address at lagosverifiers.test')).toBeInTheDocument();
    await view.user.clear(within(card).getByLabelText('Address at your domain'));
    await view.user.type(within(card).getByLabelText('Address at your domain'), 'registrar@lagosverifiers.test');
    await view.user.click(within(card).getByRole('button', { name: 'Send code' }));
    await view.user.type(await within(card).findByLabelText('Domain code'), '123456');
    await view.user.click(within(card).getByRole('button', { name: 'Confirm domain' }));
    expect(await within(card).findByText(/Domain lagosverifiers.test proven on/)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/organisation/domain/verify')?.body).toEqual({
      address: 'registrar@lagosverifiers.test',
      code: '123456',
    });
    expect(within(card).getByRole('button', { name: 'Upload evidence' })).toBeDisabled();
  });

  it('updates names and phone, refreshes the avatar initials and says Profile updated', async () => {
    const user = buildUser({ firstName: 'Ada', lastName: 'Okafor' });
    const { requests } = signIn(user, {
      'POST /api/user/update': (request) => {
        const updated = { ...user, ...(request.body as object), updatedAt: '2025-03-05T10:00:00.000Z' };
        return { body: { user: updated, data: { user: updated } } };
      },
    });
    const view = renderApp('/dashboard/account');

    expect(await screen.findByRole('button', { name: 'Open user menu' })).toHaveTextContent('AO');
    const firstName = await screen.findByLabelText('First name');
    await view.user.clear(firstName);
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await view.user.type(firstName, 'Bola');
    await view.user.type(screen.getByLabelText('Phone'), 'abc');
    expect(
      await screen.findByText('Enter a valid phone number, digits with an optional leading +'),
    ).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('Phone'));
    await view.user.type(screen.getByLabelText('Phone'), '+2348012345678');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/user/update')?.body).toEqual({
      firstName: 'Bola',
      lastName: 'Okafor',
      phone: '+2348012345678',
    });
    expect(screen.getByRole('button', { name: 'Open user menu' })).toHaveTextContent('BO');
    expect(details()('Name')).toBe('Bola Okafor');
    expect(details()('Last updated')).toMatch(/^Wednesday, March 5, 2025/);
  });

  it('puts the server’s field errors under the profile fields', async () => {
    signIn(buildUser(), {
      'POST /api/user/update': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Check the fields', errors: { phone: 'This phone number is in use' } },
      },
    });
    const view = renderApp('/dashboard/account');

    await view.user.type(await screen.findByLabelText('Phone'), '+2348012345678');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This phone number is in use')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password, says Password changed and clears the form', async () => {
    const { requests } = signIn(buildUser(), { 'POST /api/user/password': { body: { message: 'Password changed' } } });
    const view = renderApp('/dashboard/account');

    await view.user.type(await screen.findByLabelText('Current password'), 'OldSecret1');
    await view.user.type(screen.getByLabelText('New password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('New password'));
    await view.user.type(screen.getByLabelText('New password'), 'NewSecret2');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'NewSecret3');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('Confirm new password'));
    await view.user.type(screen.getByLabelText('Confirm new password'), 'NewSecret2');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/user/password')?.body).toEqual({
      currentPassword: 'OldSecret1',
      newPassword: 'NewSecret2',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('puts a wrong current password under its field', async () => {
    signIn(buildUser(), {
      'POST /api/user/password': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Check the fields',
          errors: { currentPassword: 'The current password is wrong' },
        },
      },
    });
    const view = renderApp('/dashboard/account');

    await view.user.type(await screen.findByLabelText('Current password'), 'Wrong1234');
    await view.user.type(screen.getByLabelText('New password'), 'NewSecret2');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'NewSecret2');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveValue('NewSecret2');
  });
});
