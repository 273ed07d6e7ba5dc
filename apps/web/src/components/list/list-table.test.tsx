import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListTable } from '@/components/list/list-table';
import type { TListColumn, TSort } from '@/components/list/types';

type TRow = { id: string; first: string; last: string; type: string; status: string };

const rows: TRow[] = [
  { id: '1', first: 'Ada', last: 'Okafor', type: "Bachelor's", status: 'verified' },
  { id: '2', first: 'Bayo', last: 'Adeyemi', type: 'Transcript', status: 'queried' },
];

function Harness({
  loading = false,
  data = rows,
  onSortChange = () => undefined,
  onRowClick,
  actions,
}: {
  loading?: boolean;
  data?: TRow[];
  onSortChange?: (sort: TSort) => void;
  onRowClick?: (row: TRow) => void;
  actions?: { review?: (row: TRow) => void; delete?: (row: TRow) => void };
}) {
  const [sort, setSort] = useState<TSort | undefined>(undefined);
  const [details, setDetails] = useState<string | undefined>(undefined);
  const [verifier, setVerifier] = useState<string | undefined>(undefined);
  const columns: TListColumn<TRow>[] = [
    { id: 'name', header: 'Name', sortField: 'name', cell: (row) => `${row.last} ${row.first}` },
    {
      id: 'details',
      header: 'Details',
      cell: (row) => row.type,
      filter: {
        chipLabel: 'Document',
        allLabel: 'Show All Documents',
        options: [
          { value: "Bachelor's", label: "Bachelor's" },
          { value: 'Transcript', label: 'Transcript' },
        ],
        value: details,
        onChange: setDetails,
      },
    },
    { id: 'status', header: 'Status', sortField: 'status', cell: () => 'Confirmed' },
    {
      id: 'verifier',
      header: 'Verifier Status',
      cell: (row) => row.status,
      filter: {
        chipLabel: 'Verifier',
        allLabel: 'Show All Statuses',
        options: [
          { value: 'verified', label: 'Verified' },
          { value: 'queried', label: 'Queried' },
        ],
        value: verifier,
        onChange: setVerifier,
      },
    },
  ];
  return (
    <ListTable
      caption="Documents"
      rows={data}
      rowKey={(row) => row.id}
      rowName={(row) => `${row.last} ${row.first}`}
      columns={columns}
      emptyText="No Documents Available"
      loading={loading}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
      onRowClick={onRowClick}
      actions={actions}
    />
  );
}

describe('list table', () => {
  it('shows the default columns and one row per record', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent.trim()),
    ).toEqual(['Name', 'Details', 'Status', 'Verifier Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: 'Okafor Ada' })).toBeInTheDocument();
  });

  it('sorts by Name ascending, then descending on a second click', async () => {
    const onSortChange = vi.fn();
    render(<Harness onSortChange={onSortChange} />);
    const user = userEvent.setup();
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(screen.getByRole('columnheader', { name: 'Status' })).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'status', direction: 'asc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('filters from the Details and Verifier Status headers, with removable chips', async () => {
    render(<Harness />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('menuitem', { name: 'Show All Documents' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Transcript' }));
    expect(await screen.findByRole('button', { name: 'Details (filtered)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verifier Status' }));
    expect(screen.getByRole('menuitem', { name: 'Show All Statuses' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Queried' }));
    expect(await screen.findByRole('button', { name: 'Verifier Status (filtered)' })).toBeInTheDocument();

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Document: Transcript', 'Verifier: Queried']);

    await user.click(screen.getByRole('button', { name: 'Remove filter Document: Transcript' }));
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByText('Document: Transcript')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verifier Status (filtered)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Show All Statuses' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('shows six skeleton rows while loading', () => {
    render(<Harness loading />);
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    // The header row and six skeleton rows.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(screen.queryByText('Okafor Ada')).not.toBeInTheDocument();
  });

  it('says so when there is nothing to show', () => {
    render(<Harness data={[]} />);
    expect(screen.getByRole('cell', { name: 'No Documents Available' })).toBeInTheDocument();
  });

  it('opens a row by click or keyboard, and its menu shows only the enabled actions', async () => {
    const onRowClick = vi.fn();
    const review = vi.fn();
    render(<Harness onRowClick={onRowClick} actions={{ review }} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('cell', { name: 'Transcript' }));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);

    screen.getByRole('button', { name: 'Open Okafor Ada' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    expect(onRowClick).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Actions for Adeyemi Bayo' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Review']);
    await user.click(screen.getByRole('menuitem', { name: 'Review' }));
    expect(review).toHaveBeenCalledWith(rows[1]);
    // The menu's click does not open the row as well.
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('keeps the visually hidden header labels inside the scroll box, so they cannot widen the page', () => {
    render(<Harness actions={{ review: vi.fn() }} />);
    const label = screen.getByText('Actions');
    expect(label).toHaveClass('sr-only');
    // sr-only is absolutely positioned: its nearest positioned ancestor must be the table's own scroll box.
    expect(screen.getByRole('table').parentElement).toHaveClass('relative', 'overflow-x-auto');
  });

  it('offers a switch per row when the screen asks for one', async () => {
    const onChange = vi.fn();
    render(
      <ListTable
        caption="Staff"
        rows={rows}
        rowKey={(row) => row.id}
        rowName={(row) => row.first}
        columns={[{ id: 'name', header: 'Name', cell: (row) => row.first }]}
        emptyText="None"
        toggle={{ label: 'Active', checked: (row) => row.id === '1', onChange }}
        aside={(row) => ({ primary: `REF-${row.id}`, secondary: 'today' })}
      />,
    );
    expect(screen.getByRole('switch', { name: 'Active: Ada' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Active: Bayo' }));
    expect(onChange).toHaveBeenCalledWith(rows[1], true);
    expect(screen.getByText('REF-2')).toBeInTheDocument();
  });
});

/** A phone: every min-width query fails. */
function narrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}

describe('list table on a narrow screen', () => {
  it('shows each row as a card: its name, then every other column as a labelled line, beside its menu', () => {
    narrowScreen();
    render(<Harness onRowClick={vi.fn()} actions={{ review: vi.fn() }} />);
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent.trim()),
    ).toEqual(['Name', 'Actions']);
    const card = screen.getAllByRole('rowheader')[1]!;
    expect(within(card).getByRole('button', { name: 'Open Adeyemi Bayo' })).toBeInTheDocument();
    const lines = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(lines).toEqual([
      ['Details', 'Transcript'],
      ['Status', 'Confirmed'],
      ['Verifier Status', 'queried'],
    ]);
    const row = card.closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Actions for Adeyemi Bayo' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')).toHaveLength(1);
  });

  it('moves the sorts and filters of the headers to a bar above the cards', async () => {
    narrowScreen();
    const onSortChange = vi.fn();
    render(<Harness onSortChange={onSortChange} />);
    const user = userEvent.setup();
    const bar = screen.getByRole('group', { name: 'Sort and filter' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sort: Name', 'Details ', 'Sort: Status', 'Verifier Status ']);

    await user.click(within(bar).getByRole('button', { name: 'Sort by Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });
    await user.click(within(bar).getByRole('button', { name: 'Sort by Name, ascending' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
    expect(within(bar).getByRole('button', { name: 'Sort by Name, descending' })).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Details' }));
    await user.click(screen.getByRole('menuitem', { name: 'Transcript' }));
    expect(await within(bar).findByRole('button', { name: 'Details (filtered)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Document: Transcript' })).toBeInTheDocument();
  });

  it('shows the reference block as a line of the card, and the switch beside it', () => {
    narrowScreen();
    render(
      <ListTable
        caption="Staff"
        rows={rows}
        rowKey={(row) => row.id}
        rowName={(row) => row.first}
        columns={[{ id: 'name', header: 'Name', cell: (row) => row.first }]}
        emptyText="None"
        toggle={{ label: 'Active', checked: () => true, onChange: vi.fn() }}
        aside={(row) => ({ primary: `REF-${row.id}`, secondary: 'today' })}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Reference', 'Reference']);
    expect(screen.getByText('REF-2')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: Bayo' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'Active' })).toBeInTheDocument();
  });
});
