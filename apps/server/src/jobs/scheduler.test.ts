import pino from 'pino';
import { expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { createTestClock } from '../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../testing/test-database';
import { createScheduler, jobBacklog, type JobContext, type JobDefinition } from './scheduler';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A second connection to the same database, as another instance has (SQLite in memory: the same one). */
function anotherConnection(database: TestDatabase): Db {
  if (database.dialect === 'sqlite') return database.db;
  return openDatabase({ dialect: 'postgres', url: postgresUrl!, schema: database.schema });
}

describeOnEachDatabase(
  'scheduled jobs',
  async (database) => {
    const other = anotherConnection(database);
    return { other, close: async () => (other === database.db ? undefined : other.destroy()) };
  },
  (get) => {
    const instances = (jobs: JobDefinition[]) => {
      const { database, other } = get();
      const clock = createTestClock(new Date('2026-11-25T10:00:00Z'));
      const context = (db: Db) => ({ db, clock, log: pino({ level: 'silent' }) }) as unknown as JobContext;
      return {
        clock,
        x: createScheduler(context(database.db), jobs, { instance: 'x' }),
        y: createScheduler(context(other), jobs, { instance: 'y' }),
      };
    };
    const row = (name: string) =>
      get().database.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

    it('runs a due job on exactly one of the instances that try at once, then not again until it is due', async () => {
      let runs = 0;
      const job = { name: 'once-each-hour', everySeconds: 3600, leaseSeconds: 60, run: async () => void (runs += 1) };
      const { x, y, clock } = instances([job]);
      const ran = await Promise.all([x.tick(), y.tick(), x.tick(), y.tick()]);
      expect(runs).toBe(1);
      expect(ran.flat()).toEqual(['once-each-hour']);
      clock.advance(1800);
      await Promise.all([x.tick(), y.tick()]);
      expect(runs).toBe(1);
      clock.advance(1800);
      await Promise.all([x.tick(), y.tick()]);
      expect(runs).toBe(2);
      expect(await row('once-each-hour')).toMatchObject({ runs: 2, locked_until: null, last_error: null });
    });

    it('lets another instance take a job over once the lease of one that died has run out', async () => {
      let started = 0;
      const job = {
        name: 'dies-midway',
        everySeconds: 3600,
        leaseSeconds: 120,
        // The first run never ends: its instance died mid-run.
        run: () => (++started === 1 ? new Promise(() => undefined) : Promise.resolve()),
      };
      const { x, y, clock } = instances([job]);
      void x.tick();
      await expect.poll(() => started).toBe(1);
      expect(await y.tick()).toEqual([]);
      clock.advance(121);
      expect(await y.tick()).toEqual(['dies-midway']);
      expect(await row('dies-midway')).toMatchObject({ locked_by: 'y', runs: 1 });
    });

    it('records a failure, and runs the job again when it is next due', async () => {
      let attempts = 0;
      const job = {
        name: 'fails-once',
        everySeconds: 60,
        leaseSeconds: 30,
        run: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('the store is unreachable');
        },
      };
      const { x, clock } = instances([job]);
      await x.tick();
      expect(await row('fails-once')).toMatchObject({ last_error: 'the store is unreachable', locked_until: null });
      expect(await jobBacklog({ db: get().database.db, clock })).toMatchObject({ failing: 1 });
      clock.advance(3600);
      expect(await jobBacklog({ db: get().database.db, clock })).toMatchObject({ overdue: 1 });
      clock.advance(-3600);
      clock.advance(61);
      await x.tick();
      expect(attempts).toBe(2);
      expect(await row('fails-once')).toMatchObject({ last_error: null, runs: 2 });
    });

    it('waits for the job in progress when stopped', async () => {
      let started = false;
      let finished = false;
      const job = {
        name: 'slow',
        everySeconds: 60,
        leaseSeconds: 30,
        run: () =>
          new Promise<void>((resolve) => {
            started = true;
            setTimeout(() => resolve(void (finished = true)), 300);
          }),
      };
      const { database } = get();
      const clock = createTestClock(new Date('2026-11-25T10:00:00Z'));
      const ctx = { db: database.db, clock, log: pino({ level: 'silent' }) } as unknown as JobContext;
      const scheduler = createScheduler(ctx, [job], { instance: 'x', tickSeconds: 0.01 });
      scheduler.start();
      await expect.poll(() => started).toBe(true);
      await scheduler.stop();
      expect(finished).toBe(true);
    });
  },
);
