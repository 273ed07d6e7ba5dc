import type { Db } from '../db/database';

/** Adds the job's row when it is first known; an existing row (and its schedule) stays as it is. */
export async function ensureJobRow(db: Db, name: string, firstRunAt: string): Promise<void> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name, next_run_at: firstRunAt })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/** One conditional UPDATE: the job is due and its lease free or expired. True when this instance took it. */
export async function claimJob(
  db: Db,
  claim: { name: string; now: string; lockedUntil: string; instance: string },
): Promise<boolean> {
  const result = await db
    .updateTable('scheduled_jobs')
    .set({ locked_until: claim.lockedUntil, locked_by: claim.instance, last_started_at: claim.now })
    .where('name', '=', claim.name)
    .where('next_run_at', '<=', claim.now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', claim.now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees the lease this instance holds, sets the next run and counts the run. */
export async function finishJob(
  db: Db,
  run: { name: string; instance: string; nextRunAt: string; finishedAt: string; error: string | null },
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set((eb) => ({
      next_run_at: run.nextRunAt,
      locked_until: null,
      last_finished_at: run.finishedAt,
      last_error: run.error,
      runs: eb('runs', '+', 1),
    }))
    .where('name', '=', run.name)
    .where('locked_by', '=', run.instance)
    .execute();
}

/** Jobs due before `late` that no instance holds at `now`, and jobs whose last run failed. */
export async function countJobBacklog(
  db: Db,
  { late, now }: { late: string; now: string },
): Promise<{ overdue: number; failing: number }> {
  const row = await db
    .selectFrom('scheduled_jobs')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('next_run_at', '<', late),
                eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('overdue'),
      eb.fn.sum<number>(eb.case().when('last_error', 'is not', null).then(1).else(0).end()).as('failing'),
    ])
    .executeTakeFirst();
  return { overdue: Number(row?.overdue ?? 0), failing: Number(row?.failing ?? 0) };
}
