import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser } from '@/testing/users';

async function fillValidForm(view: ReturnType<typeof renderApp>, email = 'new.user@example.test') {
  const { user } = view;
  await user.type(await screen.findByLabelText('First name'), 'Ngozi');
  await user.type(screen.getByLabelText('Last name'), 'Adeyemi');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
}

const choices = {
  data: {
    companies: ['Access Bank', 'Dangote Group'],
    industries: ['Technology', 'Banking', 'Others'],
    countries: [
      { code: 'GH', name: 'Ghana' },
      { code: 'NG', name: 'Nigeria' },
    ],
  },
};

describe('sign-up form', () => {
  it('labels every field and offers the four sign-up categories', async () => {
    renderApp('/signup');

    for (const label of ['First name', 'Last name', 'E-mail', 'Phone', 'Category', 'Password', 'Confirm password']) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Individual', 'Student', 'Agent', 'Organization']);
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });

  it('shows the contract’s messages under the fields as the user types', async () => {
    const { user } = renderApp('/signup');

    await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address');

    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone'), 'abc');
    expect(
      await screen.findByText('Enter a valid phone number, digits with an optional leading +'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret124');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
  });

  it('lists every missing required field on submit and sends nothing', async () => {
    const { requests } = mockApi({});
    const { user } = renderApp('/signup');

    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('asks for a company name only for an organization', async () => {
    const { user } = renderApp('/signup');

    await user.selectOptions(await screen.findByLabelText('Category'), 'Organization');
    const company = await screen.findByLabelText('Company name');
    await user.type(company, 'x');
    await user.clear(company);
    expect(await screen.findByText('Company name is required for an organization')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'Student');
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields', async () => {
    mockApi({
      'POST /api/signup': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'An account with this e-mail already exists',
          errors: { email: 'An account with this e-mail already exists' },
        },
      },
    });
    const view = renderApp('/signup');
    await fillValidForm(view, 'taken@example.test');

    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('An account with this e-mail already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('An account with this e-mail already exists');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('shows a server message that names no field above the form', async () => {
    mockApi({
      'POST /api/signup': {
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS', message: 'Too many sign-ups: wait a minute' },
      },
    });
    const view = renderApp('/signup');
    await fillValidForm(view);

    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups: wait a minute');
  });

  it('asks an organization for its institution, from the lists or its own name, and names what is missing', async () => {
    const { requests } = mockApi({ 'GET /api/organisations/signup-choices': { body: choices } });
    const view = renderApp('/signup');
    await fillValidForm(view);
    await view.user.selectOptions(screen.getByLabelText('Category'), 'Organization');

    const institution = screen.getByRole('group', { name: 'Institution' });
    expect(institution).toHaveTextContent("You are signing up as the institution's authorised person");
    const company = within(institution).getByLabelText('Company name');
    expect(company).toHaveAccessibleDescription('Choose from the list or type your own');
    const suggestions = document.getElementById(company.getAttribute('list') ?? '');
    await waitFor(() => expect(suggestions?.querySelectorAll('option')).toHaveLength(2));
    expect(within(institution).getByLabelText('Industry').querySelectorAll('option')[1]?.textContent).toBe(
      'Technology',
    );
    expect(within(institution).getByRole('option', { name: 'Nigeria' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Company name is required for an organization')).toBeInTheDocument();
    expect(screen.getByText('Choose an industry')).toBeInTheDocument();
    expect(screen.getByText('Choose a country')).toBeInTheDocument();
    expect(screen.getByText('Institution e-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Enter your official website')).toBeInTheDocument();
    expect(screen.getByText('Enter the domain of your official website, such as unilag.edu.ng')).toBeInTheDocument();
    expect(screen.getByText('Choose the categories of documents you verify')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/signup')).toHaveLength(0);
  });

  it('sends the account and moves on to the code page carrying the e-mail', async () => {
    const { requests } = mockApi({
      'GET /api/organisations/signup-choices': { body: choices },
      'POST /api/signup': {
        status: 201,
        body: { message: 'We sent a code', data: { user: buildUser({ email: 'new.user@example.test' }) } },
      },
    });
    const view = renderApp('/signup');
    await fillValidForm(view);
    await view.user.type(screen.getByLabelText('Phone'), '+234 801 234 5678');
    await view.user.selectOptions(screen.getByLabelText('Category'), 'Organization');
    await view.user.type(screen.getByLabelText('Company name'), 'Adeyemi Consulting');
    await view.user.selectOptions(
      screen.getByLabelText('Industry'),
      await screen.findByRole('option', { name: 'Banking' }),
    );
    await view.user.selectOptions(screen.getByLabelText('Country'), 'Nigeria');
    await view.user.type(screen.getByLabelText('Institution e-mail'), 'hello@adeyemi.example');
    await view.user.type(screen.getByLabelText('Institution phone'), '+234 1 555 0100');
    await view.user.type(screen.getByLabelText('Official website'), 'adeyemi.example');
    await view.user.type(screen.getByLabelText('Domain'), 'WWW.Adeyemi.example');
    const documents = screen.getByRole('group', { name: 'Documents you verify' });
    await view.user.click(within(documents).getByRole('checkbox', { name: 'Employment Record' }));
    await view.user.click(within(documents).getByRole('checkbox', { name: 'Financial Record' }));

    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { name: 'Verify your e-mail' });
    expect(view.router.state.location.pathname).toBe('/signup/otp');
    expect(view.router.state.location.search).toBe('?email=new.user%40example.test');
    expect(sessionStorage.getItem('pendingEmail')).toBe('new.user@example.test');
    expect(requests.find((request) => request.path === '/api/signup')?.body).toEqual({
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      email: 'new.user@example.test',
      phone: '+234 801 234 5678',
      category: 'org',
      companyName: 'Adeyemi Consulting',
      industry: 'Banking',
      countryCode: 'NG',
      companyEmail: 'hello@adeyemi.example',
      companyPhone: '+234 1 555 0100',
      website: 'https://adeyemi.example',
      domain: 'adeyemi.example',
      categories: ['finance', 'employment'],
      password: 'Secret123',
    });
    expect(screen.getByLabelText('E-mail')).toHaveValue('new.user@example.test');
  });
});

describe('referral sign-up', () => {
  it('names the referring organisation and sends the referral code', async () => {
    const { requests } = mockApi({
      'GET /api/referral/ACME42': {
        body: { data: { referral: 'ACME42', organisation: { id: 'org-9', name: 'Acme Verification' } } },
      },
      'POST /api/signup': { status: 201, body: { message: 'We sent a code', data: { user: buildUser() } } },
    });
    const view = renderApp('/signup/ACME42');

    expect(await screen.findByText('Acme Verification')).toBeInTheDocument();
    expect(screen.getByText(/Referred by/)).toBeInTheDocument();
    await fillValidForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/signup/otp'));
    expect(requests.find((request) => request.path === '/api/signup')?.body).toMatchObject({ referral: 'ACME42' });
  });

  it('explains an unknown code and signs up without it', async () => {
    const { requests } = mockApi({
      'GET /api/referral/NOPE': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'This referral link is not valid' },
      },
      'POST /api/signup': { status: 201, body: { message: 'We sent a code', data: { user: buildUser() } } },
    });
    const view = renderApp('/signup/NOPE');

    expect(await screen.findByText(/This referral link is not valid/)).toBeInTheDocument();
    await fillValidForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/signup/otp'));
    expect(requests.find((request) => request.path === '/api/signup')?.body).not.toHaveProperty('referral');
  });
});
