import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '@/components/page-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('page error boundary', () => {
  it("shows 'Oops something went wrong...' and reloads the page from Refresh", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <PageErrorBoundary>
            <Broken />
          </PageErrorBoundary>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Oops something went wrong...' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
