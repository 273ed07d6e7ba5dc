import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createIssuer, type TIssuer } from '@/lib/credential-check/credential-fixtures';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser, storeSession } from '@/testing/users';

const record = {
  data: {
    application_id: 'APP-0001',
    status: 'verified',
    tag: 'Educational',
    document_type_name: "Bachelor's",
    owner_name: 'Chidi Eze',
    course: 'Computer Science',
    start_year: 2014,
    end_year: 2018,
    verifier: { company_name: 'University of Lagos', country_name: 'Nigeria' },
    verify_info: 'Matches our graduation register.',
    decided_at: '2025-03-04T09:05:00.000Z',
  },
};
const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };

let issuer: TIssuer;

/** The value shown beside a label in the details list. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(async () => {
  // The credentials name the address people are given; the page is opened at another (the test's own origin), as
  // at 127.0.0.1 or from a phone on the LAN, and still finds the issuer's keys and lists on the server it came from.
  issuer = await createIssuer('https://docverify.example');
});

/** The API as mockApi answers it, and the issuer's keys and status lists as the browser fetches them. */
function serve(api: Parameters<typeof mockApi>[0]) {
  const { requests, fetchMock } = mockApi(api);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    if (
      ['/.well-known/jwks.json', '/api/issuer'].includes(url.pathname) ||
      url.pathname.startsWith('/api/status-lists/')
    ) {
      return issuer.fetch(url.href, init);
    }
    return fetchMock(input, init);
  });
  return requests;
}

async function answer(revokedAt: string | null = null, jws?: string) {
  return { body: { data: { credential: jws ?? (await issuer.credential()), revoked_at: revokedAt } } };
}

describe('public verification page', () => {
  it('shows Valid with the signed details, what was checked, and asks without a token', async () => {
    const requests = serve({
      'GET /api/credentials/VC-123': await answer(),
      'GET /api/viewer/VC-123': { body: record },
    });
    const { router } = renderApp('/verify/VC-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Valid' })).toBeInTheDocument();
    expect(
      screen.getByText('Issued by DocVerify on Wednesday, March 4, 2026, verified by University of Lagos, Nigeria'),
    ).toBeInTheDocument();
    expect(detail('Name on the document')).toBe('Chidi Eze');
    expect(detail('Document')).toBe("Bachelor's degree");
    expect(detail('Institution')).toBe('University of Lagos');
    expect(detail('Course')).toBe('Computer Science');
    expect(detail('Years')).toBe('2014 – 2018');
    expect(detail('Transaction ID')).toBe('APP-0001');
    expect(screen.getByText('What we checked')).toBeInTheDocument();
    expect(screen.getByText("The signature matches DocVerify's published key")).toBeInTheDocument();
    expect(screen.getByText('Key id (JWK thumbprint): key-2026-1')).toBeInTheDocument();
    expect(screen.getByText('Matches our graduation register.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check it yourself' })).toHaveAttribute('href', '/verify');
    expect(screen.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/VC-123');
    expect(requests.find((r) => r.path === '/api/credentials/VC-123')?.headers.has('Authorization')).toBe(false);
  });

  it('opens for a signed-in user too, without sending them home', async () => {
    const user = buildUser();
    storeSession(user);
    const requests = serve({
      'GET /api/user': { body: { user, data: { user } } },
      'GET /api/credentials/VC-123': await answer(),
      'GET /api/viewer/VC-123': { body: record },
    });
    const { router } = renderApp('/verify/VC-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Valid' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/VC-123');
    expect(requests.find((r) => r.path === '/api/credentials/VC-123')?.headers.has('Authorization')).toBe(false);
  });

  it('says Revoked on the date the records give, when the signed list has the bit set', async () => {
    issuer.revoke(7);
    serve({
      'GET /api/credentials/VC-123': await answer('2026-05-06T10:00:00.000Z'),
      'GET /api/viewer/VC-123': notFound,
    });
    renderApp('/verify/VC-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Revoked' })).toBeInTheDocument();
    expect(screen.getByText(/^Revoked on Wednesday, May 6, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Valid' })).not.toBeInTheDocument();
  });

  it('says Revoked when the records say so even before the cached signed list catches up', async () => {
    serve({
      'GET /api/credentials/VC-123': await answer('2026-05-06T10:00:00.000Z'),
      'GET /api/viewer/VC-123': notFound,
    });
    renderApp('/verify/VC-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Revoked' })).toBeInTheDocument();
    expect(screen.getByText(/the signed list catches up within a minute/)).toBeInTheDocument();
  });

  it('says Tampered, and shows none of its words, when the credential does not match its signature', async () => {
    const [header, , signature] = (await issuer.credential()).split('.');
    const forged = btoa(
      JSON.stringify({ ...issuer.credentialPayload(), issuer: { id: issuer.origin, name: 'Mallory' } }),
    )
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    serve({
      'GET /api/credentials/VC-123': await answer(null, [header, forged, signature].join('.')),
      'GET /api/viewer/VC-123': notFound,
    });
    renderApp('/verify/VC-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tampered' })).toBeInTheDocument();
    expect(screen.queryByText('Chidi Eze')).not.toBeInTheDocument();
  });

  it('says a revoked or expired share link no longer works (410)', async () => {
    serve({
      'GET /api/credentials/SH-1': { status: 410, body: { code: 'GONE', message: 'Gone' } },
      'GET /api/viewer/SH-1': notFound,
    });
    renderApp('/verify/SH-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Link no longer works' })).toBeInTheDocument();
    expect(screen.getByText('This link was revoked by its owner or has expired.')).toBeInTheDocument();
  });

  it('says no verified document matches an unknown code', async () => {
    serve({ 'GET /api/credentials/NOPE': notFound, 'GET /api/viewer/NOPE': notFound });
    renderApp('/verify/NOPE');

    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No verified document matches this code')).toBeInTheDocument();
  });

  it('shows the records’ result, saying there is no signature, for a request verified before credentials', async () => {
    serve({ 'GET /api/credentials/OLD-1': notFound, 'GET /api/viewer/OLD-1': { body: record } });
    renderApp('/verify/OLD-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText('2014 – 2018')).toBeInTheDocument();
    expect(screen.getByText(/so there is no signature to check/)).toBeInTheDocument();
  });
});
