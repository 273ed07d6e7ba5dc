import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('says each message in a polite status region, newest first, with its kind shown', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Profile saved');
      toast.error('Could not save');
    });
    const messages = await screen.findAllByRole('status');
    expect(messages.map((message) => message.textContent)).toEqual(['Could not save', 'Profile saved']);
    for (const message of messages) expect(message).toHaveAttribute('aria-live', 'polite');
    // Each kind has its icon, hidden from screen readers (the words say it).
    expect(messages[0]!.parentElement!.querySelector('svg[aria-hidden]')).not.toBeNull();
  });

  it("keeps react-hot-toast's timings: a success leaves after 2 s, an error after 4 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    // Dismissed toasts play their exit for a second, then go.
    act(() => vi.advanceTimersByTime(2000 + 1000 + 50));
    await waitFor(() => expect(screen.getAllByRole('status').map((m) => m.textContent)).toEqual(['Failed']));
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('replaces a toast raised again under the same id rather than stacking it', async () => {
    render(<Toaster />);
    act(() => {
      toast('We sent a code', { id: 'code' });
      toast('We sent a new code', { id: 'code' });
    });
    expect((await screen.findAllByRole('status')).map((m) => m.textContent)).toEqual(['We sent a new code']);
  });

  it('injects no runtime styles: everything it draws comes from the stylesheet', () => {
    render(<Toaster />);
    act(() => void toast.success('Saved'));
    // goober, behind the library's own <Toaster>, writes its rules into a <style id="_goober"> at first use.
    expect(document.getElementById('_goober')).toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
