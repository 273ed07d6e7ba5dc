import type { TAdminTranscript, TServiceCharge, TVerifyingBody } from '@docverify/contract/admin/services';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPage } from '@/components/list/testing/build-page';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, storeSession } from '@/testing/users';

const admin = buildAdmin('2');

function signIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  storeSession(admin);
  return mockApi({ 'GET /api/user': { body: { user: admin, data: { user: admin } } }, ...handlers });
}

const bachelors: TServiceCharge = {
  document_type_id: 'educ-bachelors',
  document_type_name: "Bachelor's",
  category_id: 'educ',
  category_name: 'Education',
  amount: 2_000_000,
  currency: 'NGN',
  updated_at: '2025-01-01T00:00:00.000Z',
  updated_by: 'Ada Admin',
};

const college: TVerifyingBody = {
  id: 'org-1',
  company_name: 'Lagos College',
  company_ref: 'REFLAGOS',
  company_industry: 'Higher Education',
  country_code: 'NG',
  CountryName: 'Nigeria',
  city: 'Lagos',
  email: 'registry@lagos.test',
  phone: null,
  verifier_status: 'unverified',
  dateOfCompanyUpdate: '2025-01-01T00:00:00.000Z',
  website: 'https://lagos.test',
  domain: 'lagos.test',
  domain_verified: false,
  categories: ['educ'],
  transcript_access: 'inactive',
  created_at: '2025-01-01T00:00:00.000Z',
  authorised_person: { firstName: 'Funke', lastName: 'Adebayo', email: 'funke@lagos.test', phone: '+2348030001111' },
};

const paged = <T,>(data: T[]) => buildPage(data, { pageSize: 9 });

describe('admin services', () => {
  it('shows the section with its tabs', async () => {
    signIn();
    renderApp('/admin/service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Service' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Manage Service sections' });
    expect(within(tabs).getByRole('link', { name: 'Verifying Bodies' })).toHaveAttribute(
      'href',
      '/admin/service/verifyingbody',
    );
  });

  it('lists service charges and changes one in kobo', async () => {
    const { requests } = signIn({
      'POST /api/system/admin/base/charge/get': { body: { data: [bachelors] } },
      'POST /api/system/admin/base/charge/update': {
        body: { message: 'Service charge updated', data: { ...bachelors, amount: 2_250_050 } },
      },
    });
    const view = renderApp('/admin/service/servicecharge');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Charges' })).toBeInTheDocument();
    expect(await screen.findByText('₦20,000.00')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: "Actions for Education Bachelor's" }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const amount = await screen.findByLabelText('Service charge (₦)');
    expect(amount).toHaveValue('20000.00');
    await view.user.clear(amount);
    await view.user.type(amount, '22500.5');
    await view.user.click(screen.getByRole('button', { name: 'Update Service Charge' }));
    expect(await screen.findByText('Service charge updated')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/system/admin/base/charge/update')?.body).toEqual({
      document_type_id: 'educ-bachelors',
      amount: 2_250_050,
    });
  });

  it('says Could not fetch Service Charge when the charges cannot be read', async () => {
    signIn({ 'POST /api/system/admin/base/charge/get': { status: 500, body: {} } });
    renderApp('/admin/service/servicecharge');
    await waitFor(() => expect(screen.getAllByText('Could not fetch Service Charge').length).toBeGreaterThan(0));
  });

  it('creates the platform surcharge, and says Could not create Sur Charge when that fails', async () => {
    const { requests } = signIn({
      'POST /api/system/admin/surcharge/view': { body: { data: null } },
      'POST /api/system/admin/surcharge/create': { status: 409, body: { code: 'CONFLICT', message: 'Already set' } },
    });
    const view = renderApp('/admin/service/surcharge');
    expect(await screen.findByRole('heading', { level: 1, name: 'Surcharges' })).toBeInTheDocument();
    await view.user.type(await screen.findByLabelText('Surcharge (₦)'), '300');
    await view.user.click(screen.getByRole('button', { name: 'Create Surcharge' }));
    expect(await screen.findByText('Could not create Sur Charge: Already set')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/system/admin/surcharge/create')?.body).toEqual({
      amount: 30_000,
    });
  });

  it('says Could not update Service Charge when a surcharge change fails', async () => {
    signIn({
      'POST /api/system/admin/surcharge/view': {
        body: { data: { id: 'platform-surcharge', amount: 30_000, currency: 'NGN', created_at: '', updated_at: null } },
      },
      'POST /api/system/admin/surcharge/update': { status: 500, body: {} },
    });
    const view = renderApp('/admin/service/surcharge');
    const amount = await screen.findByLabelText('Surcharge (₦)');
    expect(amount).toHaveValue('300.00');
    await view.user.clear(amount);
    await view.user.type(amount, '400');
    await view.user.click(screen.getByRole('button', { name: 'Update Surcharge' }));
    expect(await screen.findByText('Could not update Service Charge')).toBeInTheDocument();
  });

  it('verifies a body from its detail panel and switches its transcript access', async () => {
    const { requests } = signIn({
      'POST /api/system/admin/verifying-bodies': { body: paged([college]) },
      'POST /api/system/admin/verify/institute': (request) => {
        const body = request.body as { verification_status?: string; transcript_access?: string };
        return {
          body: {
            message: 'Verifying body updated',
            data: {
              ...college,
              verifier_status: body.verification_status ?? college.verifier_status,
              transcript_access: body.transcript_access ?? college.transcript_access,
            },
          },
        };
      },
    });
    const view = renderApp('/admin/service/verifyingbody?verification_status=unverified');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying Bodies' })).toBeInTheDocument();
    expect(await screen.findByText('Lagos College')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/system/admin/verifying-bodies')?.body).toEqual({
      page: 1,
      verification_status: 'unverified',
    });

    await view.user.click(screen.getByRole('switch', { name: 'Transcript access: Lagos College' }));
    expect(await screen.findByText('Lagos College: transcript access granted')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Actions for Lagos College' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Review' }));
    const panel = await screen.findByRole('dialog', { name: 'Verifying body' });
    expect(within(panel).getByText('REFLAGOS')).toBeInTheDocument();
    // Spec section 3: the institution's authorised person, with their phone.
    expect(within(panel).getByText('Funke Adebayo')).toBeInTheDocument();
    expect(within(panel).getByText('+2348030001111')).toBeInTheDocument();
    await view.user.type(within(panel).getByLabelText(/Note to the organisation/), 'Papers checked');
    await view.user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Lagos College is now verified')).toBeInTheDocument();
    const decisions = requests.filter((request) => request.path === '/api/system/admin/verify/institute');
    expect(decisions.map((request) => request.body)).toEqual([
      { organisation_id: 'org-1', transcript_access: 'active' },
      { organisation_id: 'org-1', verification_status: 'verified', note: 'Papers checked' },
    ]);
  });

  it('shows the checks of a body under review: look-alike names with their score, a domain in use, the evidence', async () => {
    const impostor = { ...college, id: 'org-9', company_name: 'University of Lagos', domain: 'unilag.edu.ng' };
    signIn({
      'POST /api/system/admin/verifying-bodies': { body: paged([impostor]) },
      'GET /api/system/admin/verifying-bodies/org-9/review': {
        body: {
          data: {
            website: 'https://unilag.edu.ng',
            domain: 'unilag.edu.ng',
            categories: ['educ'],
            domain_verified_at: null,
            domain_contact_email: null,
            evidence: {
              file_name: 'certificate.pdf',
              mime_type: 'application/pdf',
              size_bytes: 2048,
              uploaded_at: '2025-01-02T00:00:00.000Z',
            },
            look_alikes: [
              {
                id: 'vb-unilag',
                name: 'University of Lagos',
                city: 'Lagos',
                country_name: 'Nigeria',
                domain: 'unilag.edu.ng',
                verification_status: 'verified',
                score: 1,
              },
            ],
            domain_used_by: [
              {
                id: 'vb-unilag',
                name: 'University of Lagos',
                city: 'Lagos',
                country_name: 'Nigeria',
                domain: 'unilag.edu.ng',
                verification_status: 'verified',
              },
            ],
            missing: ['it has not proven control of unilag.edu.ng'],
          },
        },
      },
    });
    const view = renderApp('/admin/service/verifyingbody');
    await view.user.click(await screen.findByRole('button', { name: 'Actions for University of Lagos' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Review' }));
    const panel = await screen.findByRole('dialog', { name: 'Verifying body' });
    const [lookAlike, domainUsed] = await within(panel).findAllByRole('alert');
    expect(lookAlike).toHaveTextContent("Name looks like another body's");
    expect(lookAlike).toHaveTextContent('University of Lagos (Lagos, Nigeria · unilag.edu.ng, verified): 100% alike');
    expect(domainUsed).toHaveTextContent('Domain unilag.edu.ng already used by');
    expect(within(panel).getByText('unilag.edu.ng: not proven')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download evidence' })).toBeInTheDocument();
    expect(
      within(panel).getByText('Cannot be verified yet: it has not proven control of unilag.edu.ng.'),
    ).toBeInTheDocument();
  });

  it('corrects a body’s transcript offering in a panel', async () => {
    const offering: TAdminTranscript = {
      id: 'ts-1',
      organisation_id: 'org-1',
      organisation_name: 'Lagos College',
      verification_status: 'verified',
      transcript_access: 'active',
      fee: 900_000,
      currency: 'NGN',
      processing_days: 7,
      delivery_options: ['email'],
      notes: null,
      active: true,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: null,
    };
    const { requests } = signIn({
      'POST /api/system/admin/transcripts/view': { body: paged([offering]) },
      'POST /api/system/admin/transcripts/update': {
        body: { message: 'Transcript service updated', data: { ...offering, fee: 800_000 } },
      },
    });
    const view = renderApp('/admin/service/transcript');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transcripts' })).toBeInTheDocument();
    expect(await screen.findByText('₦9,000.00')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Actions for Lagos College' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const fee = await screen.findByLabelText('Fee (₦)');
    await view.user.clear(fee);
    await view.user.type(fee, '8000');
    await view.user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Transcript service updated')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/system/admin/transcripts/update')?.body).toEqual({
      organisation_id: 'org-1',
      fee: 800_000,
      processing_days: 7,
      delivery_options: ['email'],
      notes: null,
      active: true,
    });
  });
});
