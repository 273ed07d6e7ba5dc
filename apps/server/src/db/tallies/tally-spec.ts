import type { SqlDialect } from '../dialect';

/** A row expression over the source row named `r` (`NEW`, `OLD`, or a table alias). */
type RowSql = (r: string) => string;

/** One tally row a source row contributes to: its key, when it counts, and what it adds. */
export type TallyContribution = {
  key: RowSql[];
  /** The row counts only when this holds (a scope it belongs to, a confirmed payment…). */
  when?: RowSql;
  /** The tally's amount column gains this (money in minor units); without it, the tally only counts. */
  amount?: RowSql;
};

/**
 * A table of running totals kept by the database itself: triggers on the source table add and subtract, in the
 * same transaction as the change, so a list's count or a dashboard's figure is a read of a few rows instead of a
 * scan (decision 016), and no writer (an old instance, an operator's SQL) can leave it wrong.
 */
export type TallySpec = {
  table: string;
  source: string;
  keyColumns: string[];
  /** Source columns whose change can move a row between keys. */
  watch: string[];
  contributions: TallyContribution[];
  hasAmount: boolean;
};

export const quote = (name: string) => `"${name}"`;

/** The tally's rows for source row `r`, each with a sign: one SELECT per contribution. */
export function contributionRows(spec: TallySpec, r: string, sign: 1 | -1, extraCondition?: string): string[] {
  return spec.contributions.map((part) => {
    const columns = [
      ...part.key.map((key, index) => `${key(r)} as k${index}`),
      `${sign} as n`,
      ...(spec.hasAmount ? [`${sign === 1 ? '' : '-'}(${part.amount ? part.amount(r) : '0'}) as a`] : []),
    ];
    const conditions = [part.when?.(r), extraCondition].filter(Boolean);
    return `select ${columns.join(', ')}${conditions.length ? ` where ${conditions.join(' and ')}` : ''}`;
  });
}

/**
 * INSERT … ON CONFLICT that applies the signed rows, summed per key. Keys are written in sorted order, so two
 * transactions touching the same keys lock them in the same order and never deadlock (PostgreSQL).
 */
export function applyRows(spec: TallySpec, rows: string[]): string {
  const keys = spec.keyColumns.map((_, index) => `k${index}`);
  const targetColumns = [...spec.keyColumns.map(quote), '"count"', ...(spec.hasAmount ? ['"amount"'] : [])];
  const sums = ['sum(n)', ...(spec.hasAmount ? ['sum(a)'] : [])];
  const changed = spec.hasAmount ? 'sum(n) <> 0 or sum(a) <> 0' : 'sum(n) <> 0';
  const updates = [
    `"count" = ${spec.table}."count" + excluded."count"`,
    ...(spec.hasAmount ? [`"amount" = ${spec.table}."amount" + excluded."amount"`] : []),
  ];
  return [
    `insert into ${spec.table} (${targetColumns.join(', ')})`,
    `select ${[...keys, ...sums].join(', ')} from (${rows.join(' union all ')}) as changes`,
    `where ${keys.map((key) => `${key} is not null`).join(' and ')}`,
    `group by ${keys.join(', ')} having ${changed} order by ${keys.join(', ')}`,
    `on conflict (${spec.keyColumns.map(quote).join(', ')}) do update set ${updates.join(', ')}`,
  ].join('\n  ');
}

const changedColumns = (watch: string[]) => watch.map((column) => `OLD.${column} is not NEW.${column}`).join(' or ');

/** SQLite: one trigger per operation and source table, each applying every tally fed by that table. */
function sqliteTriggers(source: string, specs: TallySpec[]): string[] {
  const watch = [...new Set(specs.flatMap((spec) => spec.watch))];
  const body = (rows: (spec: TallySpec) => string[]) =>
    specs.map((spec) => `${applyRows(spec, rows(spec))};`).join('\n');
  return [
    `create trigger ${source}_tallies_insert after insert on ${source} begin\n${body((spec) => contributionRows(spec, 'NEW', 1))}\nend`,
    `create trigger ${source}_tallies_delete after delete on ${source} begin\n${body((spec) => contributionRows(spec, 'OLD', -1))}\nend`,
    `create trigger ${source}_tallies_update after update of ${watch.join(', ')} on ${source} when ${changedColumns(watch)} begin\n${body(
      (spec) => [...contributionRows(spec, 'OLD', -1), ...contributionRows(spec, 'NEW', 1)],
    )}\nend`,
  ];
}

/** PostgreSQL: one plpgsql function per source table (OLD is null on INSERT, NEW on DELETE) and its trigger. */
function postgresTriggers(source: string, specs: TallySpec[]): string[] {
  const watch = [...new Set(specs.flatMap((spec) => spec.watch))];
  const statements = specs
    .map(
      (spec) =>
        `${applyRows(spec, [
          ...contributionRows(spec, 'OLD', -1, "TG_OP in ('UPDATE', 'DELETE')"),
          ...contributionRows(spec, 'NEW', 1, "TG_OP in ('INSERT', 'UPDATE')"),
        ])};`,
    )
    .join('\n');
  return [
    `create or replace function ${source}_tallies() returns trigger language plpgsql as $$\nbegin\n${statements}\nreturn null;\nend\n$$`,
    `create trigger ${source}_tallies after insert or delete or update of ${watch.join(', ')} on ${source} for each row execute function ${source}_tallies()`,
  ];
}

/** The triggers keeping every tally fed by `source`, for the dialect. */
export function tallyTriggers(dialect: SqlDialect, source: string, specs: TallySpec[]): string[] {
  const mine = specs.filter((spec) => spec.source === source);
  return dialect === 'postgres' ? postgresTriggers(source, mine) : sqliteTriggers(source, mine);
}

export function dropTallyTriggers(dialect: SqlDialect, source: string): string[] {
  return dialect === 'postgres'
    ? [`drop trigger if exists ${source}_tallies on ${source}`, `drop function if exists ${source}_tallies()`]
    : ['insert', 'delete', 'update'].map((op) => `drop trigger if exists ${source}_tallies_${op}`);
}

/**
 * The tally recomputed from its source table, as rows (key columns, count, amount): what the triggers must
 * always agree with. Fills a new tally, rebuilds one after a bulk load, and checks one in tests.
 */
export function recountQuery(spec: TallySpec): string {
  const keys = spec.keyColumns.map((_, index) => `k${index}`);
  const parts = spec.contributions.map((part) => {
    const columns = [
      ...part.key.map((key, index) => `${key('r')} as k${index}`),
      ...(spec.hasAmount ? [`${part.amount ? part.amount('r') : '0'} as a`] : []),
    ];
    return `select ${columns.join(', ')} from ${spec.source} r${part.when ? ` where ${part.when('r')}` : ''}`;
  });
  const columns = [
    ...keys.map((key, index) => `${key} as ${quote(spec.keyColumns[index]!)}`),
    'count(*) as "count"',
    ...(spec.hasAmount ? ['sum(a) as "amount"'] : []),
  ];
  return [
    `select ${columns.join(', ')} from (${parts.join(' union all ')}) as source_rows`,
    `where ${keys.map((key) => `${key} is not null`).join(' and ')}`,
    `group by ${keys.join(', ')}`,
  ].join(' ');
}

/** Replaces the tally's rows with a fresh count (in the caller's transaction). */
export function refillStatements(spec: TallySpec): string[] {
  const columns = [...spec.keyColumns.map(quote), '"count"', ...(spec.hasAmount ? ['"amount"'] : [])];
  return [`delete from ${spec.table}`, `insert into ${spec.table} (${columns.join(', ')}) ${recountQuery(spec)}`];
}
