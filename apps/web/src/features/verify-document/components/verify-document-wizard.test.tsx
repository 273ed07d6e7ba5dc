import { MAX_UPLOAD_BYTES } from '@docverify/contract/documents/vocabulary';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToGateway } from '@/lib/payments/start-payment';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser, storeSession } from '@/testing/users';
import { buildDocument, buildInstitution, catalogue, quote } from '@/features/verify-document/testing/fixtures';

vi.mock('@/lib/payments/start-payment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/payments/start-payment')>()),
  goToGateway: vi.fn(),
}));

const person = buildUser();
const unilag = buildInstitution();
const authorisation = { authorization_url: '/payments/sandbox/REF-0001', access_code: 'ac', reference: 'REF-0001' };

function mockWizardApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/user': { body: { user: person, data: { user: person } } },
    'GET /api/reference/catalogue': { body: catalogue },
    'GET /api/verify/institute': {
      body: {
        data: [unilag, buildInstitution({ id: 'inst-ui', company_name: 'University of Ibadan', city: 'Ibadan' })],
      },
    },
    'POST /api/doc/checkout': { body: quote },
    'GET /api/institutions/inst-unilag/turnaround': {
      body: { data: { basis: 'recent', decisions: 42, median_days: 3, p90_days: 7 } },
    },
    'POST /api/doc/verify': { status: 201, body: { message: 'Created', data: buildDocument() } },
    'POST /api/doc/initiate/payment': { body: { message: 'Started', data: JSON.stringify(authorisation) } },
    'POST /api/doc/initiate/zenithPayment': { body: { message: 'Started', data: JSON.stringify(authorisation) } },
    ...extra,
  });
}

type TView = ReturnType<typeof renderApp>;

async function choose({ user }: TView, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function next({ user }: TView, title: string) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(`: ${title}$`) });
  expect(heading).toBeInTheDocument();
  // The wizard then moves the focus to the step's heading, in an effect after the step shows: keys typed into a
  // field before that would follow the focus away.
  await waitFor(() => expect(heading).toHaveFocus());
}

/**
 * Clicks a pay button once it is enabled, as a person can: both wait for the server's quote, which the cost step asks
 * for when its query subscribes, after the step shows.
 */
async function pay({ user }: TView, name: 'Submit and pay' | 'Pay by card') {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

async function completeDocumentStep(view: TView, category = 'Education', type = "Bachelor's") {
  await choose(view, 'Category', category);
  await choose(view, 'Document type', type);
  await choose(view, 'Country', 'Nigeria');
  await choose(view, 'Verifying body', 'University of Lagos — Lagos, Nigeria · unilag.test · Verified body');
  await next(view, 'Details');
}

async function completeEducationDetails(view: TView) {
  await view.user.type(screen.getByLabelText('Student ID'), 'STU-1');
  await view.user.type(screen.getByLabelText('Course'), 'Computer Science');
  await view.user.type(screen.getByLabelText('Start year'), '2010');
  await view.user.type(screen.getByLabelText('End year'), '2014');
  await next(view, 'Owner');
}

async function completeOwnerStep(view: TView) {
  await view.user.type(screen.getByLabelText('First name'), 'Chidi');
  await view.user.type(screen.getByLabelText('Last name'), 'Eze');
  await view.user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
  await next(view, 'File');
}

const pdf = () => new File(['%PDF-1.7 test'], 'degree.pdf', { type: 'application/pdf' });

async function completeFileStep(view: TView) {
  // The file step's drop zone is its own chunk: a person sees it a moment after the step's heading.
  await view.user.upload(await screen.findByLabelText('Document file'), pdf());
  expect(await screen.findByText('degree.pdf')).toBeInTheDocument();
  await next(view, 'Cost');
}

async function openWizard() {
  storeSession(person);
  const view = renderApp('/dashboard/verifydocument');
  // The first test also loads the page's lazy chunk.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Verify Documents' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5: Document' });
  return view;
}

describe('Verify Documents wizard', () => {
  beforeEach(() => vi.mocked(goToGateway).mockReset());

  it('shows the steps, marks the current one and checks only the first step’s fields before Next', async () => {
    const { requests } = mockWizardApi();
    const view = await openWizard();

    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(progress).getByText('Document').closest('li')).toHaveAttribute('aria-current', 'step');

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a document category')).toBeInTheDocument();

    await choose(view, 'Category', 'Education');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Document type is required')).toBeInTheDocument();
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    expect(screen.getByText('Verifying body is required')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 5: Document');

    await choose(view, 'Country', 'Nigeria');
    expect(requests.some((request) => request.path === '/api/verify/institute')).toBe(true);
    await choose(view, 'Document type', "Bachelor's");
    await choose(view, 'Verifying body', 'University of Lagos — Lagos, Nigeria · unilag.test · Verified body');
    await next(view, 'Details');
    expect(within(progress).getByText('Details').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('says No options when a country has no verifying body', async () => {
    mockWizardApi({ 'GET /api/verify/institute': { body: { data: [] } } });
    const view = await openWizard();

    await choose(view, 'Category', 'Education');
    await choose(view, 'Country', 'Ghana');
    await view.user.click(screen.getByLabelText('Verifying body'));
    expect(await screen.findByText('No options')).toBeInTheDocument();
  });

  it('offers only the bodies of the chosen category, telling same-named ones apart and marking verified bodies', async () => {
    const { fetchMock } = mockWizardApi({
      'GET /api/verify/institute': {
        body: {
          data: [
            unilag,
            buildInstitution({
              id: 'inst-impostor',
              city: 'Ikeja',
              domain: 'unilag-online.example',
              domain_verified: false,
            }),
          ],
        },
      },
    });
    const view = await openWizard();
    await choose(view, 'Category', 'Education');
    await choose(view, 'Country', 'Nigeria');
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/verify/institute'));
    expect(asked.at(-1)).toContain('category=educ');
    await view.user.click(screen.getByLabelText('Verifying body'));
    expect(
      await screen.findByText('University of Lagos — Lagos, Nigeria · unilag.test · Verified body'),
    ).toBeInTheDocument();
    expect(screen.getByText('University of Lagos — Ikeja, Nigeria · unilag-online.example')).toBeInTheDocument();
    await view.user.click(screen.getByText('University of Lagos — Lagos, Nigeria · unilag.test · Verified body'));
    expect(await screen.findByText('Verified body · unilag.test')).toBeInTheDocument();

    // Another category asks again, and the body chosen for the first is cleared.
    await choose(view, 'Category', 'Employment Record');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('category=employment')),
      ).not.toHaveLength(0),
    );
    expect(screen.queryByText('Verified body · unilag.test')).not.toBeInTheDocument();
  });

  it('prefills the institution, validates details as the user types, and Back keeps every value', async () => {
    mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view);

    expect(screen.getByLabelText('Institution name')).toHaveValue('University of Lagos');
    expect(screen.getByLabelText('City')).toHaveValue('Lagos');
    await view.user.clear(screen.getByLabelText('City'));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('City'), 'Akoka');
    await waitFor(() => expect(screen.queryByText('City is required')).not.toBeInTheDocument());

    await view.user.type(screen.getByLabelText('Start year'), '2014');
    await view.user.type(screen.getByLabelText('End year'), '2010');
    expect(await screen.findByText('End year cannot be before start year')).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('End year'));
    await view.user.type(screen.getByLabelText('End year'), '2018');
    await waitFor(() => expect(screen.queryByText('End year cannot be before start year')).not.toBeInTheDocument());

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Student ID is required')).toBeInTheDocument();
    expect(screen.getByText('Course is required')).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Student ID'), 'STU-1');
    await view.user.type(screen.getByLabelText('Course'), 'Computer Science');
    await next(view, 'Owner');
    await view.user.type(screen.getByLabelText('First name'), 'Chidi');

    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('City')).toHaveValue('Akoka');
    expect(screen.getByLabelText('Student ID')).toHaveValue('STU-1');
    expect(screen.getByLabelText('End year')).toHaveValue('2018');
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByText('University of Lagos — Lagos, Nigeria · unilag.test · Verified body'),
    ).toBeInTheDocument();
    expect(screen.getByText('Education')).toBeInTheDocument();
    await next(view, 'Details');
    await next(view, 'Owner');
    expect(screen.getByLabelText('First name')).toHaveValue('Chidi');
  });

  it("fills the owner's names from the profile with 'This is me', and unticking clears them", async () => {
    mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);

    const me = screen.getByRole('checkbox', { name: 'This is me' });
    await view.user.click(me);
    expect(screen.getByLabelText('First name')).toHaveValue(person.firstName);
    expect(screen.getByLabelText('Last name')).toHaveValue(person.lastName);
    // No date of birth on a profile: the person enters it, and the step still asks for it.
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Date of birth must be a date (YYYY-MM-DD)')).toBeInTheDocument();
    await view.user.click(me);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Last name')).toHaveValue('');
  });

  it("shows the body's expected turnaround and the date the request would be due by before paying", async () => {
    mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);
    await completeFileStep(view);
    const turnaround = await screen.findByRole('region', { name: 'Expected turnaround' });
    expect(
      await within(turnaround).findByText(
        'Usually 3 working days; 9 in 10 requests within 7 working days (its last 42 decisions).',
      ),
    ).toBeInTheDocument();
    expect(within(turnaround).getByText(/Paid today, it is due by/)).toHaveTextContent(/\w+day, \w+ \d+, \d{4}\.$/);
  });

  it("says so when the body has no recent history, and the stated default's figures", async () => {
    mockWizardApi({
      'GET /api/institutions/inst-unilag/turnaround': {
        body: { data: { basis: 'default', decisions: 2, median_days: 5, p90_days: 10 } },
      },
    });
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);
    await completeFileStep(view);
    expect(
      await screen.findByText(
        'No recent history for this verifying body: expect about 5 working days, and at most 10 working days.',
      ),
    ).toBeInTheDocument();
  });

  it('explains what each payment button does', async () => {
    mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);
    await completeFileStep(view);
    expect(await screen.findByRole('button', { name: 'Submit and pay' })).toHaveAccessibleDescription(
      /the payment provider's checkout, where you choose how to pay/,
    );
    expect(screen.getByRole('button', { name: 'Pay by card' })).toHaveAccessibleDescription(
      /straight to entering a debit or credit card/,
    );
  });

  it.each([
    [
      'Professional Certification',
      'ICAN',
      ['Professional body', 'Member or student ID', 'Qualification', 'Enrolment status'],
      ['Institution name'],
    ],
    ['Financial Record', 'Bank Statement', ['Bank', 'Account name'], ['Start year', 'Student ID']],
    ['Employment Record', 'Employment Letter', ['Employer', 'Role', 'Staff ID', 'Start year', 'End year'], ['Course']],
  ])('asks %s for its own details', async (category, type, shown, hidden) => {
    mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view, category, type);

    for (const label of shown) expect(screen.getByLabelText(label)).toBeInTheDocument();
    for (const label of hidden) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
  });

  it('requires a professional enrolment status but not the optional course or end year', async () => {
    mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view, 'Professional Certification', 'ICAN');

    expect(screen.getByLabelText('Professional body')).toHaveValue('University of Lagos');
    await view.user.type(screen.getByLabelText('Member or student ID'), 'M-77');
    await view.user.type(screen.getByLabelText('Qualification'), 'Chartered Accountant');
    await view.user.type(screen.getByLabelText('Start year'), '2015');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose an enrolment status')).toBeInTheDocument();

    await choose(view, 'Enrolment status', 'Qualified');
    await next(view, 'Owner');
  });

  it('lets a financial record through with only the bank, prefilled', async () => {
    mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view, 'Financial Record', 'Bank Statement');

    expect(screen.getByLabelText('Bank')).toHaveValue('University of Lagos');
    await next(view, 'Owner');
  });

  it('refuses a wrong file type or a file too large, and Remove clears the choice', async () => {
    mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose the document file')).toBeInTheDocument();

    // The browser's own accept filter would hide the wrong file from the page; a drop does not have one.
    const anyFile = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Document file');
    await anyFile.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('notes.txt is not a PDF, PNG or JPEG file')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const huge = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await anyFile.upload(input, huge);
    expect(await screen.findByText('scan.png is too large: the limit is 5 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await view.user.upload(input, pdf());
    expect(await screen.findByText('degree.pdf')).toBeInTheDocument();
    expect(screen.queryByText('scan.png is too large: the limit is 5 MB')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Remove degree.pdf' }));
    expect(screen.queryByText('degree.pdf')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose the document file')).toBeInTheDocument();
  });

  it('shows the cost, sends the request as multipart, then opens the payment and goes to the gateway', async () => {
    const { requests, fetchMock } = mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);
    await completeFileStep(view);

    expect(await screen.findByText('₦15,000.00')).toBeInTheDocument();
    expect(screen.getByText('Service charge')).toBeInTheDocument();
    expect(screen.getByText('Verifier surcharge')).toBeInTheDocument();
    expect(screen.getByText('Platform surcharge')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₦20,250.00');
    expect(requests.find((request) => request.path === '/api/doc/checkout')?.body).toEqual({
      document_type_id: 'type-bsc',
      institution_id: 'inst-unilag',
    });

    await view.user.click(screen.getByRole('button', { name: 'Submit and pay' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(authorisation));
    const verifyCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/doc/verify');
    const body = verifyCall?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      doc_type: 'educ',
      document_type_id: 'type-bsc',
      country_code: 'NG',
      institution_id: 'inst-unilag',
      verifier_name: 'University of Lagos',
      verifier_city: 'Lagos',
      studentId: 'STU-1',
      course: 'Computer Science',
      start_year: '2010',
      end_year: '2014',
      docOwnerFirstName: 'Chidi',
      docOwnerLastName: 'Eze',
      docOwnerDOB: '1990-05-17',
    });
    expect((form.get('file') as File).name).toBe('degree.pdf');
    expect(new Headers(verifyCall?.[1]?.headers).has('Content-Type')).toBe(false);
    const paths = requests.map((request) => `${request.method} ${request.path}`);
    expect(paths.indexOf('POST /api/doc/initiate/payment')).toBeGreaterThan(paths.indexOf('POST /api/doc/verify'));
    expect(requests.find((request) => request.path === '/api/doc/initiate/payment')?.body).toEqual({ doc_id: 'doc-1' });
  });

  it('pays by card through the card route', async () => {
    const { requests } = mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);
    await completeFileStep(view);

    await pay(view, 'Pay by card');
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(authorisation));
    expect(requests.some((request) => request.path === '/api/doc/initiate/zenithPayment')).toBe(true);
    expect(requests.some((request) => request.path === '/api/doc/initiate/payment')).toBe(false);
  });

  it('says Could not get cost when the quote fails', async () => {
    mockWizardApi({ 'POST /api/doc/checkout': { status: 500, body: {} } });
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);
    await completeFileStep(view);

    expect(await screen.findByText('Could not get cost')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit and pay' })).toBeDisabled();
  });

  it('puts the server’s field errors on their step, starting with the earliest', async () => {
    const { requests } = mockWizardApi({
      'POST /api/doc/verify': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Check the highlighted fields',
          errors: { docOwnerDOB: 'Date of birth cannot be in the future', studentId: 'Student ID is not known' },
        },
      },
    });
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);
    await completeFileStep(view);

    await pay(view, 'Submit and pay');

    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 5: Details' })).toBeInTheDocument();
    expect(screen.getByText('Some details were refused: check the highlighted fields')).toBeInTheDocument();
    expect(screen.getByText('Student ID is not known')).toBeInTheDocument();
    expect(screen.getByLabelText('Student ID')).toHaveAttribute('aria-invalid', 'true');
    await next(view, 'Owner');
    expect(screen.getByText('Date of birth cannot be in the future')).toBeInTheDocument();
    expect(goToGateway).not.toHaveBeenCalled();
    expect(requests.some((request) => request.path === '/api/doc/initiate/payment')).toBe(false);
  });

  it('sends a refused upload back to the file step', async () => {
    mockWizardApi({
      'POST /api/doc/verify': {
        status: 415,
        body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file must be a PDF, PNG or JPEG' },
      },
    });
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);
    await completeFileStep(view);

    await pay(view, 'Submit and pay');
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 4 of 5: File' })).toBeInTheDocument();
    // Under the field, and in a toast.
    expect(screen.getAllByText('The file must be a PDF, PNG or JPEG')).toHaveLength(2);
    expect(screen.getByLabelText('Document file')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a renamed text file on the file step, by its content, before anything is sent', async () => {
    const { requests } = mockWizardApi();
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);

    const fake = new File(['These are my notes, not a PDF.'], 'degree.pdf', { type: 'application/pdf' });
    await view.user.upload(await screen.findByLabelText('Document file'), fake);
    const refusal = 'degree.pdf is not a real PDF, PNG or JPEG: its content is of another kind';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove degree.pdf' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 4 of 5: File');

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'scan.pdf', {
      type: 'application/pdf',
    });
    await view.user.upload(await screen.findByLabelText('Document file'), png);
    expect(await screen.findByText('scan.pdf')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    await next(view, 'Cost');
    expect(requests.some((request) => request.path === '/api/doc/verify')).toBe(false);
  });

  it('keeps the saved request when the payment cannot start, and retries only the payment', async () => {
    let attempts = 0;
    const { requests } = mockWizardApi({
      'POST /api/doc/initiate/payment': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 502, body: { code: 'INTERNAL', message: 'Gateway unavailable' } }
          : { body: { message: 'Started', data: JSON.stringify(authorisation) } };
      },
    });
    const view = await openWizard();
    await completeDocumentStep(view);
    await completeEducationDetails(view);
    await completeOwnerStep(view);
    await completeFileStep(view);

    await pay(view, 'Submit and pay');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request (Transaction ID APP-0001) is saved, but the payment could not start: Gateway unavailable',
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Submit and pay' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(authorisation));
    expect(requests.filter((request) => request.path === '/api/doc/verify')).toHaveLength(1);
  });
});
