import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIN_ID, SkipLink } from '@/app/layouts/skip-link';

describe('skip link', () => {
  it('is the first stop of the keyboard and moves focus to the main landmark, leaving the address alone', async () => {
    render(
      <>
        <SkipLink />
        <nav aria-label="Main menu">
          <a href="/somewhere">A menu entry</a>
        </nav>
        <main id={MAIN_ID} tabIndex={-1}>
          Page
        </main>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
