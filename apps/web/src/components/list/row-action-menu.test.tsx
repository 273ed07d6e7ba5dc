import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActionMenu } from '@/components/list/row-action-menu';

type TRow = { id: string };
const row: TRow = { id: 'r1' };

function renderMenu() {
  const review = vi.fn();
  const remove = vi.fn();
  render(<RowActionMenu row={row} rowName="Okafor Ada" actions={{ review, delete: remove }} />);
  return { review, remove, user: userEvent.setup() };
}

const button = () => screen.getByRole('button', { name: 'Actions for Okafor Ada' });
const activeItem = () => screen.getAllByRole('menuitem').find((item) => item.hasAttribute('data-focus'));

describe('RowActionMenu', () => {
  it('is a plain, closed menu button until first used: no menu machinery in the page yet', () => {
    renderMenu();
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    // Headless UI's button carries its state and an id of its own; the stand-in has neither.
    expect(button()).not.toHaveAttribute('data-headlessui-state');
    expect(button()).not.toHaveAttribute('id');
  });

  it('opens on the first click with the row’s actions, and runs the chosen one', async () => {
    const { review, user } = renderMenu();
    await user.click(button());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Review', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Review' }));
    expect(review).toHaveBeenCalledWith(row);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // From then on it is Headless UI's own menu.
    await user.click(button());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('opens from the keyboard as Headless UI does: Enter and ArrowDown on the first item, ArrowUp on the last', async () => {
    const { remove, user } = renderMenu();
    button().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(activeItem()).toHaveTextContent('Review');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Focus went to the real button when it replaced the stand-in, and comes back to it on closing.
    expect(button()).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(activeItem()).toHaveTextContent('Delete');
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledWith(row);
  });

  it('opens on ArrowDown as the very first key, on the first item', async () => {
    const { user } = renderMenu();
    button().focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(activeItem()).toHaveTextContent('Review');
  });

  it('opens on Space as the very first key and stays open', async () => {
    const { user } = renderMenu();
    button().focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows nothing for a row with no action allowed', () => {
    render(<RowActionMenu row={row} rowName="Okafor Ada" actions={{}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
