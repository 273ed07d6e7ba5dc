import type { ReactNode } from 'react';

export type TSortDirection = 'asc' | 'desc';
export type TSort = { field: string; direction: TSortDirection };

export type TFilterOption = { value: string; label: string };

/** A header dropdown filter (spec section 2): one choice from the list's distinct values, or all. */
export type TColumnFilter = {
  /** The chip's prefix: 'Document' gives 'Document: Bachelor's'. */
  chipLabel: string;
  /** The choice that clears the filter: 'Show All Documents'. */
  allLabel: string;
  options: readonly TFilterOption[];
  /** The value in force, or undefined for all. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

export type TListColumn<TRow> = {
  id: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  /** The server's sort field; a header with one sorts on click. */
  sortField?: string;
  filter?: TColumnFilter;
  /** Extra classes for the column's cells, e.g. to hide it on small screens. */
  className?: string;
};

/** The action menu's entries; each one shows only when the screen passes it (spec section 2). */
export type TRowActions<TRow> = {
  review?: (row: TRow) => void;
  edit?: (row: TRow) => void;
  delete?: (row: TRow) => void;
  /** Administrators: remove an account's passkeys and authenticator apps, so it sets up a new one. */
  resetSecondFactor?: (row: TRow) => void;
};

export type TRowToggle<TRow> = {
  /** What the switch turns on, e.g. 'Active'; its name adds the row's name. */
  label: string;
  checked: (row: TRow) => boolean;
  onChange: (row: TRow, checked: boolean) => void;
  disabled?: (row: TRow) => boolean;
};

/** The optional right-hand block: a reference (or company reference) over a date (or e-mail). */
export type TRowAside = { primary: ReactNode; secondary?: ReactNode };
