import { render, screen, waitFor } from '@testing-library/react';
import type { JSX } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListSearchParams } from '@/components/list/list-search-params';

/** Shows what the hook reads from the URL, with a button for each change a list page makes. */
function Probe() {
  const list = useListSearchParams(['details']);
  return (
    <>
      <output aria-label="request">{JSON.stringify({ page: list.page, cursor: list.cursor })}</output>
      <button type="button" onClick={() => list.setPage(4, 'cursor-4')}>
        Page 4
      </button>
      <button type="button" onClick={() => list.setPage(1, 'cursor-1')}>
        Page 1
      </button>
      <button type="button" onClick={() => list.setSearch('ada')}>
        Search
      </button>
      <button type="button" onClick={() => list.setFilter('details', 'Transcript')}>
        Filter
      </button>
      <button type="button" onClick={() => list.setSort({ field: 'name', direction: 'desc' })}>
        Sort
      </button>
    </>
  );
}

function renderProbe(path: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const request = () => JSON.parse(screen.getByRole('status', { name: 'request' }).textContent ?? '{}') as unknown;

describe('list search params', () => {
  it('keeps the cursor next to the page, and gives both to the request', async () => {
    const { router, user } = renderProbe('/list?search=ada');
    expect(request()).toEqual({ page: 1 });

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(router.state.location.search).toBe('?search=ada&page=4&cursor=cursor-4');
    expect(request()).toEqual({ page: 4, cursor: 'cursor-4' });

    // The first page is the plain URL.
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(router.state.location.search).toBe('?search=ada');
  });

  it.each(['Search', 'Filter', 'Sort'])('clears page and cursor on %s', async (change) => {
    const { router, user } = renderProbe('/list?page=4&cursor=cursor-4');
    expect(request()).toEqual({ page: 4, cursor: 'cursor-4' });

    await user.click(screen.getByRole('button', { name: change }));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.has('page')).toBe(false);
    expect(query.has('cursor')).toBe(false);
    expect(request()).toEqual({ page: 1 });
  });

  it('leaves the address alone while another page loads: a late search does not pull the person back', async () => {
    let finishLoading: (element: { element: JSX.Element }) => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/list', element: <Probe /> },
        { path: '/elsewhere', lazy: () => new Promise((resolve) => (finishLoading = resolve)) },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();

    // A link was followed; its page's code is still on its way when the search typed before it fires.
    void router.navigate('/elsewhere');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    finishLoading({ element: <p>Elsewhere</p> });

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('sends no cursor for the first page, even one left in the URL', () => {
    renderProbe('/list?cursor=cursor-9');
    expect(request()).toEqual({ page: 1 });
  });
});
