import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_WAIT_MS, SearchBox } from '@/components/search-box';

describe('search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 500 ms after the last key, with the trimmed term', () => {
    const onSearch = vi.fn();
    render(<SearchBox title="Documents" value="" onSearch={onSearch} />);
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Search' });

    // Typing fires `input` on each key, which React's onChange hears.
    fireEvent.input(input, { target: { value: 'ok' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.input(input, { target: { value: 'okafor ' } });
    act(() => vi.advanceTimersByTime(SEARCH_WAIT_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('okafor');
  });

  it('searches at once when the box is left, and not again later', () => {
    const onSearch = vi.fn();
    render(<SearchBox title="Documents" value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });

    fireEvent.input(input, { target: { value: 'APP-1' } });
    fireEvent.blur(input);
    expect(onSearch).toHaveBeenCalledWith('APP-1');
    act(() => vi.advanceTimersByTime(SEARCH_WAIT_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    // Leaving with nothing typed searches nothing.
    fireEvent.blur(input);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears at once with the clear button', () => {
    const onSearch = vi.fn();
    render(<SearchBox title="Documents" value="okafor" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveValue('okafor');

    fireEvent.input(input, { target: { value: 'okaf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    // The typing before the clear does not search late.
    act(() => vi.advanceTimersByTime(SEARCH_WAIT_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search changed from outside, such as by Back', () => {
    const { rerender } = render(<SearchBox title="Documents" value="okafor" onSearch={() => undefined} />);
    rerender(<SearchBox title="Documents" value="" onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
