import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDocument, buildDocumentPage } from '@/components/detail/testing/build-records';
import { SEARCH_WAIT_MS } from '@/components/search-box';
import { listRequests, renderDocuments } from '@/features/documents/testing';
import { buildOrgUser } from '@/testing/users';

const ada = buildDocument({ id: 'doc-ada', status: 'verified', document_type_name: "Bachelor's" });
const bayo = buildDocument({
  id: 'doc-bayo',
  docOwnerFirstName: 'Bayo',
  docOwnerLastName: 'Adeyemi',
  status: 'queried',
  document_type_name: 'Transcript',
  payment_status: 'failed',
});

describe('sent documents list', () => {
  it("asks for the caller's sent list, page by page with the server's cursors, with 'Page X of Y'", async () => {
    const view = renderDocuments('/dashboard/document/sent', [ada, bayo], {
      'POST /api/get/documents': (request) => {
        const { page } = request.body as { page: number };
        return { body: buildDocumentPage(page === 1 ? [ada] : [bayo], { page, totalPages: 2, total: 2 }) };
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sent Documents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sent Documents' });
    expect(await within(table).findByRole('rowheader', { name: /Okafor Ada/ })).toBeInTheDocument();
    expect(within(table).getByText('Payment confirmed')).toBeInTheDocument();
    expect(within(table).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(listRequests(view.requests)[0]).toEqual({ scope: 'sent', page: 1 });

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('rowheader', { name: /Adeyemi Bayo/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(view.router.state.location.search).toBe('?page=2&cursor=cursor-2');
    expect(listRequests(view.requests).at(-1)).toEqual({ scope: 'sent', page: 2, cursor: 'cursor-2' });

    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await within(table).findByRole('rowheader', { name: /Okafor Ada/ })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });

  it('shows the verifying body each request went to', async () => {
    renderDocuments('/dashboard/document/sent', [ada]);
    const name = await screen.findByRole('rowheader', { name: /Okafor Ada/ }, { timeout: 5000 });
    const header = screen.getByRole('columnheader', { name: 'Verifying body' });
    const row = name.closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    const column = [...header.parentElement!.children].indexOf(header) - 1;
    expect(cells[column]).toHaveTextContent('University of Lagos');
  });

  it("reads 'Page X of about Y' when the server only estimates the total", async () => {
    renderDocuments('/dashboard/document/sent', [ada], {
      'POST /api/get/documents': { body: buildDocumentPage([ada], { totalPages: 40, total: 360, totalExact: false }) },
    });
    expect(await screen.findByText('Page 1 of about 40', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('starts a filtered list again at page 1, without the cursor of the unfiltered one', async () => {
    const view = renderDocuments('/dashboard/document/sent?page=2&cursor=cursor-2', [ada, bayo]);
    await screen.findByRole('rowheader', { name: /Okafor Ada/ }, { timeout: 5000 });
    expect(listRequests(view.requests)[0]).toEqual({ scope: 'sent', page: 2, cursor: 'cursor-2' });

    await view.user.click(screen.getByRole('button', { name: 'Details' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Transcript' }));
    await waitFor(() =>
      expect(listRequests(view.requests).at(-1)).toEqual({ scope: 'sent', page: 1, details: 'Transcript' }),
    );
    expect(view.router.state.location.search).toBe('?details=Transcript');
  });

  it('sends the sort from the Name header, ascending then descending', async () => {
    const view = renderDocuments('/dashboard/document/sent', [ada, bayo]);
    await screen.findByRole('rowheader', { name: /Okafor Ada/ });

    await view.user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() =>
      expect(listRequests(view.requests).at(-1)).toMatchObject({ sort: { field: 'name', direction: 'asc' } }),
    );
    await view.user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() =>
      expect(listRequests(view.requests).at(-1)).toMatchObject({ sort: { field: 'name', direction: 'desc' } }),
    );
    expect(view.router.state.location.search).toBe('?sort=name&order=desc');
  });

  it('filters by the Details dropdown and by a verifier status from the URL, with removable chips', async () => {
    const view = renderDocuments('/dashboard/document/sent?verifier_status=verified', [ada, bayo]);
    await screen.findByRole('rowheader', { name: /Okafor Ada/ });
    expect(listRequests(view.requests)[0]).toEqual({ scope: 'sent', page: 1, verifier_status: 'verified' });
    expect(screen.getByText('Verifier: Verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verifier Status (filtered)' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Details' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Transcript' }));
    await waitFor(() =>
      expect(listRequests(view.requests).at(-1)).toEqual({
        scope: 'sent',
        page: 1,
        details: 'Transcript',
        verifier_status: 'verified',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Details (filtered)' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Remove filter Verifier: Verified' }));
    await waitFor(() =>
      expect(listRequests(view.requests).at(-1)).toEqual({ scope: 'sent', page: 1, details: 'Transcript' }),
    );
    expect(view.router.state.location.search).toBe('?details=Transcript');
  });

  it('searches once typing has paused for 500 ms', async () => {
    const view = renderDocuments('/dashboard/document/sent?page=3&cursor=cursor-3', [ada]);
    await screen.findByRole('rowheader', { name: /Okafor Ada/ });
    const searchBox = screen.getByRole('searchbox', { name: 'Search' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.input(searchBox, { target: { value: 'okafor' } });
    act(() => vi.advanceTimersByTime(SEARCH_WAIT_MS - 1));
    expect(view.router.state.location.search).toBe('?page=3&cursor=cursor-3');
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    // A new search starts again at page 1, without the old list's cursor.
    await waitFor(() =>
      expect(listRequests(view.requests).at(-1)).toEqual({ scope: 'sent', page: 1, search: 'okafor' }),
    );
    expect(view.router.state.location.search).toBe('?search=okafor');
  });

  it("says 'No Documents Available' for an empty list", async () => {
    renderDocuments('/dashboard/document', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Documents' })).toBeInTheDocument();
    expect(await screen.findByText('No Documents Available')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("says 'Could not fetch document' when the list fails", async () => {
    renderDocuments('/dashboard/document/sent', [], {
      'POST /api/get/documents': { status: 500, body: { code: 'INTERNAL', message: 'Boom' } },
    });
    expect(await screen.findByText('Could not fetch document', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('serves organisations on /org/document/sent, with their Received and Sent tabs', async () => {
    const view = renderDocuments('/org/document/sent', [ada], {}, buildOrgUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sent Documents' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /Okafor Ada/ })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Sent Documents sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Received', 'Sent']);
    expect(listRequests(view.requests)[0]).toEqual({ scope: 'sent', page: 1 });
  });
});
