import type { TShare, TShareView } from '@docverify/contract/shares/shares';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '@/components/detail/testing/build-records';
import { renderDocuments } from '@/features/documents/testing';

const share = (overrides: Partial<TShare> = {}): TShare => ({
  id: 'share-default',
  label: 'Default link',
  code: 'VC-123',
  is_default: true,
  state: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  expires_at: null,
  revoked_at: null,
  view_count: 0,
  last_viewed_at: null,
  can: { revoke: true },
  ...overrides,
});

const view = (n: number, overrides: Partial<TShareView> = {}): TShareView => ({
  id: `view-${n}`,
  viewed_at: `2026-11-2${n % 10}T09:30:00.000Z`,
  share_id: 'share-acme',
  share_label: 'Acme HR',
  outcome: 'shown',
  browser: 'Chrome · mobile',
  network_hint: '102.89.x.x',
  ...overrides,
});

/** A toast's text: the slide-over may repeat it in its own live region, so the first is enough. */
const toast = async (text: string) => (await screen.findAllByText(text))[0];

async function openPanel(handlers: Parameters<typeof renderDocuments>[2]) {
  const document = buildDocument({ id: 'doc-v', status: 'verified', viewer_code: 'VC-123' });
  // Links name the address the server says people are given, not the one this page was opened at (the test's).
  const rendered = renderDocuments('/dashboard/document/sent', [document], {
    'GET /api/issuer': { body: { data: { id: 'https://docverify.example', name: 'DocVerify' } } },
    ...handlers,
  });
  await rendered.user.click(await screen.findByRole('button', { name: /Open Okafor Ada/ }, { timeout: 5000 }));
  const panel = await screen.findByRole('dialog', { name: 'Document details' });
  const links = await within(panel).findByRole('list', { name: 'Share links' }, { timeout: 5000 });
  return { ...rendered, panel, links };
}

describe('share links in the owner’s panel', () => {
  it('lists each link with its label, copy button, expiry and how often it was opened', async () => {
    const { panel, links, user } = await openPanel({
      'GET /api/documents/doc-v/shares': {
        body: {
          data: {
            shares: [
              share({ view_count: 2, last_viewed_at: '2026-11-20T09:30:00.000Z' }),
              share({
                id: 'share-acme',
                label: 'Acme HR',
                code: 'SH-acme',
                is_default: false,
                expires_at: '2027-01-31T22:59:00.000Z',
              }),
              share({
                id: 'share-old',
                label: 'Old bank',
                code: 'SH-old',
                is_default: false,
                state: 'revoked',
                revoked_at: '2026-11-10T08:00:00.000Z',
                can: { revoke: false },
              }),
            ],
            can: { create: true },
          },
        },
      },
      'GET /api/documents/doc-v/share-views': { body: { data: [], next: null } },
    });

    const acme = within(links).getByRole('listitem', { name: 'Acme HR' });
    expect(within(acme).getByLabelText('Link for Acme HR')).toHaveValue('https://docverify.example/verify/SH-acme');
    expect(acme).toHaveTextContent(/Expires on .*2027/);
    expect(acme).toHaveTextContent('Not opened yet');
    const byDefault = within(links).getByRole('listitem', { name: 'Default link' });
    expect(byDefault).toHaveTextContent(/Opened 2 times, last on .*November 20, 2026/);
    expect(byDefault).toHaveTextContent('Never expires');
    const old = within(links).getByRole('listitem', { name: 'Old bank' });
    expect(old).toHaveTextContent('Revoked');
    expect(within(old).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(within(old).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(acme).getByRole('button', { name: 'Copy link for Acme HR' }));
    expect(await toast('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('https://docverify.example/verify/SH-acme');
    expect(await within(panel).findByText('Nobody has opened your links yet.')).toBeInTheDocument();
  });

  it('creates a labelled link with an expiry, and names the field the server refuses', async () => {
    let calls = 0;
    const { panel, user, requests } = await openPanel({
      'GET /api/documents/doc-v/shares': { body: { data: { shares: [share()], can: { create: true } } } },
      'GET /api/documents/doc-v/share-views': { body: { data: [], next: null } },
      'POST /api/documents/doc-v/shares': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 400,
              body: {
                code: 'VALIDATION',
                message: 'Label is taken',
                errors: { label: 'Label must be at most 80 characters' },
              },
            }
          : {
              status: 201,
              body: {
                message: 'Share link created',
                data: share({ id: 's2', label: 'Acme HR', code: 'SH-2', is_default: false }),
              },
            };
      },
    });
    const form = within(panel).getByRole('form', { name: 'New link' });

    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await within(form).findByText('Label is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Label'), 'Acme HR');
    await user.type(within(form).getByLabelText('Expires on'), '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await within(form).findByText('Expiry must be in the future')).toBeInTheDocument();

    const nextMonth = new Date(Date.now() + 30 * 86_400_000);
    const day = `${nextMonth.getFullYear()}-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-${String(nextMonth.getDate()).padStart(2, '0')}`;
    await user.clear(within(form).getByLabelText('Expires on'));
    await user.type(within(form).getByLabelText('Expires on'), day);
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await within(form).findByText('Label must be at most 80 characters')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await toast('Link "Acme HR" created')).toBeInTheDocument();
    const sent = requests.filter(
      (request) => request.method === 'POST' && request.path === '/api/documents/doc-v/shares',
    );
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({ label: 'Acme HR', expires_at: new Date(`${day}T23:59:00`).toISOString() });
    await waitFor(() => expect(within(form).getByLabelText('Label')).toHaveValue(''));
  });

  it('revokes a link after asking, then says so', async () => {
    let revoked = false;
    const { panel, user, requests } = await openPanel({
      'GET /api/documents/doc-v/shares': () => ({
        body: {
          data: {
            shares: [
              share({
                id: 'share-acme',
                label: 'Acme HR',
                is_default: false,
                ...(revoked
                  ? { state: 'revoked', revoked_at: '2026-11-25T10:00:00.000Z', can: { revoke: false } }
                  : {}),
              }),
            ],
            can: { create: true },
          },
        },
      }),
      'GET /api/documents/doc-v/share-views': { body: { data: [], next: null } },
      'POST /api/documents/doc-v/shares/share-acme/revoke': () => {
        revoked = true;
        return {
          body: {
            message: 'Share link revoked',
            data: share({ id: 'share-acme', label: 'Acme HR', state: 'revoked' }),
          },
        };
      },
    });

    await user.click(within(panel).getByRole('button', { name: 'Revoke Acme HR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke "Acme HR"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.path.endsWith('/revoke'))).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Revoke Acme HR' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke "Acme HR"?' })).getByRole('button', {
        name: 'Revoke link',
      }),
    );
    expect(await toast('"Acme HR" revoked: it no longer opens the result')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('listitem', { name: 'Acme HR' })).toHaveTextContent('Revoked on'),
    );
    expect(within(panel).queryByRole('button', { name: 'Revoke Acme HR' })).not.toBeInTheDocument();
  });

  it('says the default link is the certificate’s and the e-mail’s, and what revoking each link stops', async () => {
    const { panel, user } = await openPanel({
      'GET /api/documents/doc-v/shares': {
        body: {
          data: {
            shares: [share(), share({ id: 'share-acme', label: 'Acme HR', code: 'SH-acme', is_default: false })],
            can: { create: true },
          },
        },
      },
      'GET /api/documents/doc-v/share-views': { body: { data: [], next: null } },
    });
    const byDefault = within(panel).getByRole('listitem', { name: 'Default link' });
    expect(byDefault).toHaveTextContent('The QR code on your certificate and the link in your e-mail open this link.');

    await user.click(within(panel).getByRole('button', { name: 'Revoke Acme HR' }));
    const acme = await screen.findByRole('dialog', { name: 'Revoke "Acme HR"?' });
    expect(acme).toHaveTextContent('The QR code on your certificate and the link in your e-mail keep working.');
    await user.click(within(acme).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke "Acme HR"?' })).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'Revoke Default link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke "Default link"?' });
    const stops = within(dialog).getByRole('list', { name: 'What stops working' });
    expect(
      within(stops)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The QR code and the printed link on your certificate, including copies already printed or sent',
      'The link in the e-mail we sent you when the document was verified',
      'This link, wherever you have shared it',
    ]);
    expect(dialog).toHaveTextContent('Your other links keep working');
  });

  it('shows who checked, when, and more on request', async () => {
    let calls = 0;
    const { panel, user, fetchMock } = await openPanel({
      'GET /api/documents/doc-v/shares': { body: { data: { shares: [share()], can: { create: false } } } },
      'GET /api/documents/doc-v/share-views': () => {
        calls += 1;
        return calls > 1
          ? { body: { data: [view(3, { share_label: 'Default link' })], next: null } }
          : {
              body: {
                data: [
                  view(1),
                  view(2, { outcome: 'revoked', browser: 'Safari · desktop', network_hint: '2c0f:f248::/32' }),
                ],
                next: 'cursor-2',
              },
            };
      },
    });
    // Read only for this caller: no form.
    expect(within(panel).queryByRole('form', { name: 'New link' })).not.toBeInTheDocument();

    const log = await within(panel).findByRole('list', { name: 'Who checked, when' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(log).toHaveTextContent('Acme HR: Result shown');
    expect(log).toHaveTextContent('Chrome · mobile, network 102.89.x.x');
    expect(log).toHaveTextContent('Acme HR: Refused: link revoked');
    expect(log).toHaveTextContent('Safari · desktop, network 2c0f:f248::/32');

    await user.click(within(panel).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('share-views'));
    expect(asked).toEqual([
      '/api/documents/doc-v/share-views?limit=10',
      '/api/documents/doc-v/share-views?limit=10&before=cursor-2',
    ]);
    expect(within(panel).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
