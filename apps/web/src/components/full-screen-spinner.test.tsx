import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenSpinner } from '@/components/full-screen-spinner';

describe('full-screen spinner', () => {
  it('is a labelled status with a green, 80 by 80 triangle by default', () => {
    render(<FullScreenSpinner />);
    const spinner = screen.getByRole('status', { name: 'Loading' });
    const svg = spinner.querySelector('svg');
    expect(svg).toHaveAttribute('width', '80');
    expect(svg).toHaveAttribute('height', '80');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(spinner.querySelector('polygon')).toHaveAttribute('stroke', '#16a34a');
  });

  it('takes another size and label', () => {
    render(<FullScreenSpinner size={40} label="Loading the catalogue" />);
    const spinner = screen.getByRole('status', { name: 'Loading the catalogue' });
    expect(spinner.querySelector('svg')).toHaveAttribute('width', '40');
  });
});
