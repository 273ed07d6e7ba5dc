import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AppToaster } from '@/components/app-toaster';
import { describe, expect, it } from 'vitest';
import { SlideOver } from '@/components/slide-over';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SlideOver open={open} onClose={() => setOpen(false)} title="Payment details">
        <p>Reference REF-1</p>
        <button type="button" onClick={() => toast.success('Refund sent')}>
          Refund
        </button>
      </SlideOver>
      <AppToaster />
    </>
  );
}

describe('slide-over', () => {
  it('opens as a titled dialog, says a toast raised while open, and closes with its X button', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(dialog).toHaveTextContent('Reference REF-1');

    // The page behind is inert: the toast shows inside the panel, once.
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Refund sent')).toBeInTheDocument();
    expect(screen.getAllByText('Refund sent')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
