import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/components/detail/testing/build-records';
import { renderDocuments } from '@/features/documents/testing';

async function openPanel(view: ReturnType<typeof renderDocuments>) {
  await view.user.click(await screen.findByRole('button', { name: /Open Okafor Ada/ }, { timeout: 5000 }));
  const panel = await screen.findByRole('dialog', { name: 'Document details' });
  await waitFor(() => expect(within(panel).queryByText('Loading the document…')).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  return panel;
}

describe('certificate download', () => {
  it("downloads a verified request's certificate through a short-lived link", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const verified = buildDocument({ id: 'doc-v', status: 'verified', viewer_code: 'VC-123' });
    const view = renderDocuments('/dashboard/document/sent', [verified], {
      'POST /api/documents/doc-v/certificate-link': {
        body: { url: '/api/certificates/signed-token', expires_at: '2026-11-25T10:05:00.000Z' },
      },
    });
    const panel = await openPanel(view);

    await view.user.click(await within(panel).findByRole('button', { name: 'Download certificate' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/certificates/signed-token'));
    const call = view.requests.find((request) => request.path === '/api/documents/doc-v/certificate-link');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says why when the server refuses', async () => {
    const verified = buildDocument({ id: 'doc-r', status: 'verified', viewer_code: 'VC-456' });
    const view = renderDocuments('/dashboard/document/sent', [verified], {
      'POST /api/documents/doc-r/certificate-link': {
        status: 409,
        body: { code: 'CONFLICT', message: 'A certificate is available once the request is verified' },
      },
    });
    const panel = await openPanel(view);
    await view.user.click(await within(panel).findByRole('button', { name: 'Download certificate' }));
    // The toast, and its copy read out by the live region.
    const said = await screen.findAllByText('A certificate is available once the request is verified');
    expect(said.length).toBeGreaterThan(0);
  });

  it('is not offered for a request in review', async () => {
    const view = renderDocuments('/dashboard/document/sent', [buildDocument({ status: 'pending' })]);
    const panel = await openPanel(view);
    expect(within(panel).getByRole('button', { name: 'Download Document' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Download certificate' })).not.toBeInTheDocument();
  });
});
