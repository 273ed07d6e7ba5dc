import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildPageInfo } from '@/components/list/testing/build-page';
import { Pagination } from '@/components/pagination';

describe('pagination', () => {
  it("reads 'Page X of Y', disables Previous on the first page, and moves on with the next cursor", async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageInfo={buildPageInfo({ page: 1, totalPages: 3 })} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2, 'cursor-2');
  });

  it('disables Next on the last page and goes back with the previous cursor', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageInfo={buildPageInfo({ page: 3, totalPages: 3 })} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2, 'cursor-2');
  });

  it('counts an empty list as one page', () => {
    render(<Pagination pageInfo={buildPageInfo({ page: 1, totalPages: 0 })} onPageChange={() => undefined} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("reads 'Page X of about Y' when the total is an estimate", () => {
    render(
      <Pagination
        pageInfo={buildPageInfo({ page: 3, totalPages: 40, total: 360, totalExact: false })}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByText('Page 3 of about 40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('keeps the page reached when the estimate fell short of it', () => {
    render(
      <Pagination
        pageInfo={buildPageInfo({ page: 42, totalPages: 40, totalExact: false, next: 'cursor-43' })}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByText('Page 42 of about 42')).toBeInTheDocument();
  });

  it('disables Next when the server gives no next page, even short of the last page', () => {
    render(
      <Pagination
        pageInfo={buildPageInfo({ page: 2, totalPages: 40, totalExact: false, next: null })}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByText('Page 2 of about 40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('disables Previous when the server gives no previous page', () => {
    render(
      <Pagination
        pageInfo={buildPageInfo({ page: 2, totalPages: 3, previous: null })}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('steps back from a page past the end to the last page', async () => {
    const onPageChange = vi.fn();
    // Rows were removed since the link to page 5 was made: the list now has 2 pages.
    render(
      <Pagination
        pageInfo={buildPageInfo({ page: 5, totalPages: 2, next: null, previous: 'cursor-2' })}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2, 'cursor-2');
  });
});
