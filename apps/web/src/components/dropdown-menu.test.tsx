import { MenuItem } from '@headlessui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from '@/components/dropdown-menu';

function Harness({ onRename, onRemove }: { onRename: () => void; onRemove: () => void }) {
  return (
    <DropdownMenu anchor="bottom end" itemsClassName="menu" buttonClassName="button" buttonContent="Actions for Ada">
      <MenuItem>
        <button type="button" onClick={onRename}>
          Rename
        </button>
      </MenuItem>
      <MenuItem>
        <button type="button" onClick={onRemove}>
          Remove
        </button>
      </MenuItem>
    </DropdownMenu>
  );
}

const activeItem = () => screen.getAllByRole('menuitem').find((item) => item.hasAttribute('data-focus'));

describe('DropdownMenu', () => {
  it('is a closed menu button, named by what it shows', () => {
    render(<Harness onRename={vi.fn()} onRemove={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Actions for Ada' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('button');
  });

  it('has no items in the page while closed, and shows them as a menu when opened', async () => {
    const user = userEvent.setup();
    render(<Harness onRename={vi.fn()} onRemove={vi.fn()} />);
    const button = () => screen.getByRole('button', { name: 'Actions for Ada' });
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByText('Rename')).not.toBeInTheDocument();

    await user.click(button());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Rename', 'Remove']);
  });

  it('runs the chosen item and closes', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Harness onRename={vi.fn()} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: opens on Enter, moves with the arrows, closes on Escape back to its button', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    render(<Harness onRename={onRename} onRemove={vi.fn()} />);
    screen.getByRole('button', { name: 'Actions for Ada' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(activeItem()).toHaveTextContent('Rename');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Escape gives focus back to the button.
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onRename).toHaveBeenCalledOnce();
  });

  it('opens on the first ArrowUp on its last item, and on the first Space', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { unmount } = render(<Harness onRename={vi.fn()} onRemove={onRemove} />);
    screen.getByRole('button', { name: 'Actions for Ada' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(activeItem()).toHaveTextContent('Remove');
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledOnce();
    unmount();

    render(<Harness onRename={vi.fn()} onRemove={vi.fn()} />);
    screen.getByRole('button', { name: 'Actions for Ada' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).toHaveAttribute('aria-expanded', 'true');
    expect(activeItem()).toHaveTextContent('Rename');
  });

  it('opens and closes as often as asked', async () => {
    const user = userEvent.setup();
    render(<Harness onRename={vi.fn()} onRemove={vi.fn()} />);
    const button = () => screen.getByRole('button', { name: 'Actions for Ada' });
    for (let time = 0; time < 3; time++) {
      await user.click(button());
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      await user.click(button());
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    }
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });
});
