import type { TAuthResponse } from '@docverify/contract/auth/auth';
import type { TTotpSetup } from '@docverify/contract/auth/factors';
import { totpCode } from '../features/auth/totp';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ZPaymentAuthorisation } from '@docverify/contract/payments/payment';
import type { TDocument } from '@docverify/contract/documents/document';
import type { TShare } from '@docverify/contract/shares/shares';

/**
 * The requests `npm run seed:demo` leaves for its individual: one in every state a person meets, made through the
 * product's own API in process, as the web app would call it. So everything behind them is real: stored files,
 * sandbox payments settled with their receipts, decisions with proofs, a signed credential and a share link.
 */

type Account = { email: string; password: string };
type Body = { id: string; name: string; city: string };

export type DemoRequest = { state: string; applicationId: string; owner: string };

export type DemoRequests = { requests: DemoRequest[]; shareLabel: string; viewerCode: string };

/** What each request is, in the order a person would meet the states. */
const plans = [
  {
    state: 'waiting for payment',
    owner: ['Ife', 'Oluwaseun', 'Adeyemi'],
    type: 'educ-masters',
    course: 'Public Health',
  },
  {
    state: 'paid, waiting for review',
    owner: ['Ife', 'Oluwaseun', 'Adeyemi'],
    type: 'educ-hnd',
    course: 'Accountancy',
  },
  {
    state: 'in review',
    owner: ['Chinedu', '', 'Okafor-Williams'],
    type: 'educ-bachelors',
    course: 'Mechanical Engineering',
  },
  { state: 'queried', owner: ['Aisha', 'Binta', 'Abdullahi'], type: 'educ-nd', course: 'Computer Science' },
  { state: 'query answered', owner: ['Tunde', '', 'Bakare'], type: 'educ-doctorate', course: 'Economics' },
  {
    state: 'verified, with a share link',
    owner: ['Ife', 'Oluwaseun', 'Adeyemi'],
    type: 'educ-bachelors',
    course: 'Computer Science',
  },
  {
    state: 'cancelled and refunded',
    owner: ['Ife', 'Oluwaseun', 'Adeyemi'],
    type: 'educ-transcript',
    course: 'Computer Science',
  },
] as const;

const SHARE_LABEL = 'For my employer (HR onboarding)';

export async function seedDemoRequests(
  app: FastifyInstance,
  people: { requester: Account; verifier: Account },
  body: Body,
): Promise<DemoRequests> {
  const call = caller(app);
  const requester = await call.signIn(people.requester);
  const verifier = await call.signIn(people.verifier);
  const requests: DemoRequest[] = [];
  let viewerCode = '';

  for (const [index, plan] of plans.entries()) {
    const [first, middle, last] = plan.owner;
    const startYear = 2012 + index;
    const fields = {
      doc_type: 'educ',
      document_type_id: plan.type,
      country_code: 'NG',
      institution_id: body.id,
      docOwnerFirstName: first,
      docOwnerMiddleName: middle,
      docOwnerLastName: last,
      docOwnerDOB: `199${index}-0${index + 1}-1${index}`,
      verifier_name: body.name,
      verifier_city: body.city,
      studentId: `DEMO/${startYear}/${1000 + index}`,
      course: plan.course,
      start_year: startYear,
      end_year: startYear + 4,
    };
    let document = await call.multipart<TDocument>(
      requester,
      '/api/doc/verify',
      fields,
      await samplePdf(`${plan.course} certificate of ${first} ${last}`),
      'file',
    );
    requests.push({
      state: plan.state,
      applicationId: document.application_id,
      owner: [first, middle, last].filter(Boolean).join(' '),
    });
    if (plan.state === 'waiting for payment') continue;

    await call.payInSandbox(requester, document.id);
    if (plan.state === 'paid, waiting for review') continue;
    if (plan.state === 'cancelled and refunded') {
      await call.json(requester, `/api/documents/${document.id}/cancel`, {});
      continue;
    }

    document = await call.json<TDocument>(verifier, '/api/verifier/review/document', { doc_id: document.id });
    if (plan.state === 'in review') continue;

    if (plan.state === 'verified, with a share link') {
      await call.decide(
        verifier,
        document,
        'verified',
        'Record matches the registry: graduated with Second Class Upper.',
      );
      const share = await call.json<TShare>(requester, `/api/documents/${document.id}/shares`, { label: SHARE_LABEL });
      viewerCode = share.code;
      continue;
    }

    document = await call.decide(
      verifier,
      document,
      'queried',
      'The scan is cut off at the bottom: please upload the whole certificate, including the registrar’s signature.',
    );
    if (plan.state === 'queried') continue;
    await call.multipart(
      requester,
      '/api/doc/answer',
      { doc_id: document.id, version: document.version, note: 'Here is the full page, signature included.' },
      await samplePdf(`${plan.course} certificate of ${first} ${last}, full page`),
      'file',
    );
  }
  return { requests, shareLabel: SHARE_LABEL, viewerCode };
}

/** A one-page PDF that says what it stands for, so a newcomer who downloads it sees why it is there. */
async function samplePdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('Demo document (made by npm run seed:demo)', { x: 56, y: 760, size: 12, font });
  page.drawText(title, { x: 56, y: 730, size: 16, font });
  return pdf.save();
}

/** The few API calls the demo makes, each failing loudly with the server's answer when it is refused. */
function caller(app: FastifyInstance) {
  const send = async <T>(options: InjectOptions): Promise<T> => {
    const response = await app.inject(options);
    if (response.statusCode >= 300) {
      throw new Error(
        `${String(options.method)} ${String(options.url)} answered ${response.statusCode}: ${response.body}`,
      );
    }
    return response.json<T>();
  };
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  const json = async <T>(token: string, url: string, payload: object): Promise<T> =>
    (await send<{ data: T }>({ method: 'POST', url, headers: auth(token), payload })).data;

  const multipart = async <T>(
    token: string,
    url: string,
    fields: Record<string, string | number>,
    file: Uint8Array,
    fileField: string,
  ): Promise<T> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    form.append(fileField, new Blob([file], { type: 'application/pdf' }), 'document.pdf');
    const encoded = new Response(form);
    const payload = Buffer.from(await encoded.arrayBuffer());
    const headers = { ...auth(token), 'content-type': encoded.headers.get('content-type')! };
    return (await send<{ data: T }>({ method: 'POST', url, headers, payload })).data;
  };

  return {
    json,
    multipart,
    signIn: async (account: Account) => {
      const answer = await send<TAuthResponse>({ method: 'POST', url: '/api/login', payload: account });
      // A body's account must have a second factor before it acts: the seed sets up an authenticator app for the
      // session it works in, and the demo removes it afterwards so whoever tries the demo sets up their own.
      if (answer.signIn.stage === 'enrolment') {
        const { data } = await send<TTotpSetup>({
          method: 'POST',
          url: '/api/auth/factors/totp',
          headers: auth(answer.token),
        });
        await send({
          method: 'POST',
          url: '/api/auth/factors/totp/confirm',
          headers: auth(answer.token),
          payload: { factorId: data.factorId, code: totpCode(data.secret, new Date()), label: 'Demo seed' },
        });
      }
      return answer.token;
    },
    payInSandbox: async (token: string, documentId: string) => {
      const started = await json<string>(token, '/api/doc/initiate/payment', { doc_id: documentId });
      const { reference } = ZPaymentAuthorisation.parse(JSON.parse(started));
      await send({
        method: 'POST',
        url: `/api/payments/sandbox/${reference}/decide`,
        headers: auth(token),
        payload: { outcome: 'approve' },
      });
    },
    decide: async (token: string, document: TDocument, status: 'verified' | 'queried', note: string) =>
      multipart<TDocument>(
        token,
        '/api/verifier/verify/document',
        { doc_id: document.id, status, verify_info: note, version: document.version },
        await samplePdf(`Signed proof: ${status}`),
        'proof',
      ),
  };
}
