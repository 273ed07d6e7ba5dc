import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, DialogToaster } from '@/components/app-toaster';

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('AppToaster', () => {
  it('says each message in a polite status region, newest first', async () => {
    render(<AppToaster />);
    act(() => {
      toast.success('Profile saved');
      toast.error('Could not save');
    });
    const messages = await screen.findAllByRole('status');
    expect(messages.map((message) => message.textContent)).toEqual(['Could not save', 'Profile saved']);
    for (const message of messages) expect(message).toHaveAttribute('aria-live', 'polite');
  });

  it("keeps react-hot-toast's timings: a success leaves after 2 s, an error after 4 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<AppToaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });
    expect(await screen.findAllByRole('status')).toHaveLength(2);
    // Dismissed toasts play their exit for a second, then go.
    act(() => vi.advanceTimersByTime(2000 + 1000 + 50));
    await waitFor(() => expect(screen.getAllByRole('status').map((m) => m.textContent)).toEqual(['Failed']));
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('replaces a toast raised again under the same id rather than stacking it', async () => {
    render(<AppToaster />);
    act(() => {
      toast('We sent a code', { id: 'code' });
      toast('We sent a new code', { id: 'code' });
    });
    expect((await screen.findAllByRole('status')).map((m) => m.textContent)).toEqual(['We sent a new code']);
  });

  it('steps aside while a dialog shows the toasts itself: one copy on screen', async () => {
    const { rerender } = render(<AppToaster />);
    rerender(
      <>
        <AppToaster />
        <div role="dialog">
          <DialogToaster />
        </div>
      </>,
    );
    act(() => void toast('Refund sent'));
    const [message, ...others] = await screen.findAllByRole('status');
    expect(others).toEqual([]);
    expect(screen.getByRole('dialog')).toContainElement(message!);
  });
});
