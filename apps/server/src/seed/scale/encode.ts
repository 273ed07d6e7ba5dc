import type { Cell, SeededTable } from './tables';

/** How rows travel from the generating thread to a bulk writer: bound values (SQLite) or COPY text (PostgreSQL). */
export type Format = 'cells' | 'copy';

export type EncodedTable = { table: SeededTable; columns: string[]; rows: number } & (
  { format: 'cells'; cells: Cell[] } | { format: 'copy'; copy: Uint8Array }
);

type Row = Record<string, Cell>;
const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

function assertColumns(columns: readonly string[]): void {
  const wrong = columns.find((column) => !SAFE_NAME.test(column));
  if (wrong) throw new Error(`Not a column name: ${wrong}`);
}

/**
 * An encoder compiled for one column list, reading each property by its name in code: for millions of rows this
 * is several times faster than `row[column]` in a loop (V8 sees the same shape at every call site).
 */
function compiled<T>(cache: Map<string, T>, columns: readonly string[], body: (columns: readonly string[]) => T): T {
  const key = columns.join(',');
  let encoder = cache.get(key);
  if (!encoder) {
    assertColumns(columns);
    encoder = body(columns);
    cache.set(key, encoder);
  }
  return encoder;
}

const cellEncoders = new Map<string, (rows: readonly Row[], cells: Cell[]) => void>();

/** The rows' values, row after row, in the order of `columns`: a flat array is the cheapest thing to post. */
export function toCells(rows: readonly object[], columns: readonly string[]): Cell[] {
  const encode = compiled(cellEncoders, columns, (names) => {
    const assignments = names.map((name, i) => `cells[at + ${i}] = row.${name};`).join(' ');
    return new Function(
      'rows',
      'cells',
      `for (let r = 0, at = 0; r < rows.length; r++, at += ${names.length}) { const row = rows[r]; ${assignments} }`,
    ) as (rows: readonly Row[], cells: Cell[]) => void;
  });
  const cells: Cell[] = new Array(rows.length * columns.length);
  encode(rows as Row[], cells);
  return cells;
}

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escape = (text: string) => text.replace(SPECIALS, (char) => escapes[char]!);

const NULL = '\\N';
type CopyEncoder = (row: Row, special: RegExp, escape: (text: string) => string, nul: string) => string;
const copyEncoders = new Map<string, CopyEncoder>();

/**
 * PostgreSQL's COPY text format: one line per row, tab-separated, `\N` for null, and backslash escapes for the
 * four characters that would otherwise end a field or a line.
 */
export function toCopyText(rows: readonly object[], columns: readonly string[]): string {
  const encode = compiled(copyEncoders, columns, (names) => {
    const fields = names.map(
      (name, i) =>
        `const v${i} = row.${name}; const f${i} = v${i} === null || v${i} === undefined ? nul : ` +
        `typeof v${i} === 'number' ? '' + v${i} : special.test(v${i}) ? escape(v${i}) : v${i};`,
    );
    const line = names.map((_, i) => `f${i}`).join(" + '\\t' + ");
    return new Function(
      'row',
      'special',
      'escape',
      'nul',
      `${fields.join(' ')} return ${line} + '\\n';`,
    ) as CopyEncoder;
  });
  const lines: string[] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) lines[r] = encode(rows[r] as Row, SPECIAL, escape, NULL);
  return lines.join('');
}
