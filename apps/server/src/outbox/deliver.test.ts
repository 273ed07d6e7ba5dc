import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { createTestClock } from '../testing/test-app';
import { describeOnEachDatabase } from '../testing/test-database';
import { deliverDueMail, GIVE_UP_AFTER_SECONDS } from './deliver';
import { enqueueMail, listUndeliveredMail, outboxBacklog, retryFailedMail } from './outbox.repository';
import { smtpTransport } from './transport';

const FROM = 'Verification <no-reply@docverify.test>';
const log = pino({ level: 'silent' });

/** A real SMTP server that can be stopped and started again on the same port, as an outage does. */
function smtpServer(port: number) {
  const received: { to: string[]; raw: string }[] = [];
  let refuse: string | undefined;
  let server: SMTPServer | undefined;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse && address.address === refuse) {
          const error = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    refuseMailTo: (address: string) => void (refuse = address),
    up: () =>
      new Promise<void>((resolve) => {
        server = make();
        server.listen(port, '127.0.0.1', resolve);
      }),
    down: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const mail = (to: string, subject = 'APP-2026-7KQ2M9XA: verified') => ({ to, subject, text: 'Hello' });

describeOnEachDatabase(
  'the mail outbox',
  async () => ({}),
  (get) => {
    let smtp: ReturnType<typeof smtpServer>;
    beforeAll(async () => {
      smtp = smtpServer(await freePort());
    });
    afterAll(() => smtp.down());

    const context = () => {
      const clock = createTestClock(new Date('2026-11-25T09:00:00Z'));
      return { db: get().database.db, clock, log };
    };
    const pending = async (db: Db, to: string) =>
      db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

    it('keeps a message only if the change that wrote it commits', async () => {
      const ctx = context();
      await expect(
        ctx.db.transaction().execute(async (trx) => {
          await enqueueMail(trx, mail('rolled.back@example.com'), { clock: ctx.clock, from: FROM });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await ctx.db
        .transaction()
        .execute((trx) => enqueueMail(trx, mail('kept@example.com'), { clock: ctx.clock, from: FROM }));
      const rows = await ctx.db
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('to_address', 'like', '%@example.com')
        .execute();
      expect(rows.map((row) => row.to_address)).toContain('kept@example.com');
      expect(rows.map((row) => row.to_address)).not.toContain('rolled.back@example.com');
    });

    it('loses nothing while SMTP is down for ten minutes, and delivers each message once when it is back', async () => {
      const ctx = context();
      const transport = smtpTransport(smtp.url, FROM);
      await ctx.db.deleteFrom('mail_outbox').execute();
      for (const to of ['one@example.com', 'two@example.com'])
        await enqueueMail(ctx.db, mail(to), { clock: ctx.clock, from: FROM });

      // Ten minutes of attempts against a server that is not there.
      for (let second = 0; second < 600; second += 15) {
        await deliverDueMail(ctx, transport);
        ctx.clock.advance(15);
      }
      const waiting = await pending(ctx.db, 'one@example.com');
      expect(waiting).toMatchObject({ status: 'pending', sent_at: null });
      expect(waiting.attempts).toBeGreaterThan(3);
      expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/);
      expect((await outboxBacklog(ctx.db, ctx.clock.now())).lagSeconds).toBeGreaterThanOrEqual(600);
      expect(await listUndeliveredMail(ctx.db)).toHaveLength(2);

      await smtp.up();
      // The longest wait between attempts is five minutes.
      for (let second = 0; second <= 300; second += 15) {
        await deliverDueMail(ctx, transport);
        ctx.clock.advance(15);
      }
      for (let extra = 0; extra < 5; extra++) await deliverDueMail(ctx, transport);
      transport.close();

      for (const to of ['one@example.com', 'two@example.com']) {
        const copies = smtp.received.filter((received) => received.to.includes(to));
        expect(copies).toHaveLength(1);
        const stored = await pending(ctx.db, to);
        expect(stored.status).toBe('sent');
        expect(copies[0]!.raw).toContain(`Message-ID: ${stored.message_id}`);
      }
      expect(await outboxBacklog(ctx.db, ctx.clock.now())).toMatchObject({ pending: 0, lagSeconds: 0 });
    });

    it('gives up at once on a refused mailbox, shows why, and sends it again when an administrator retries', async () => {
      const ctx = context();
      const transport = smtpTransport(smtp.url, FROM);
      smtp.refuseMailTo('nobody@example.com');
      const id = await enqueueMail(ctx.db, mail('nobody@example.com'), { clock: ctx.clock, from: FROM });
      await deliverDueMail(ctx, transport);
      const failed = await pending(ctx.db, 'nobody@example.com');
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed.last_error).toContain('No such mailbox');
      expect((await listUndeliveredMail(ctx.db)).map((row) => row.id)).toContain(id);
      expect((await outboxBacklog(ctx.db, ctx.clock.now())).failed).toBeGreaterThanOrEqual(1);

      smtp.refuseMailTo('someone-else@example.com');
      expect(await retryFailedMail(ctx.db, [id], ctx.clock.now())).toBe(1);
      await deliverDueMail(ctx, transport);
      transport.close();
      expect((await pending(ctx.db, 'nobody@example.com')).status).toBe('sent');
    });

    it('gives up on a message still failing a day after it was written', async () => {
      const ctx = context();
      const transport = smtpTransport('smtp://127.0.0.1:9', FROM);
      await enqueueMail(ctx.db, mail('late@example.com'), { clock: ctx.clock, from: FROM });
      await deliverDueMail(ctx, transport);
      ctx.clock.advance(GIVE_UP_AFTER_SECONDS);
      await deliverDueMail(ctx, transport);
      transport.close();
      expect(await pending(ctx.db, 'late@example.com')).toMatchObject({ status: 'failed' });
    });

    it('lets two workers (two instances) share the queue without sending any message twice', async () => {
      const ctx = context();
      const { database } = get();
      const other: Db =
        database.dialect === 'postgres'
          ? openDatabase({ dialect: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: database.schema })
          : database.db;
      const before = smtp.received.length;
      const addresses = Array.from({ length: 30 }, (_, i) => `batch-${i}@example.com`);
      for (const to of addresses) await enqueueMail(ctx.db, mail(to), { clock: ctx.clock, from: FROM });
      const one = smtpTransport(smtp.url, FROM);
      const two = smtpTransport(smtp.url, FROM);
      await Promise.all([
        deliverDueMail(ctx, one, { limit: 7 }),
        deliverDueMail({ ...ctx, db: other }, two, { limit: 7 }),
        deliverDueMail(ctx, one, { limit: 7 }),
        deliverDueMail({ ...ctx, db: other }, two, { limit: 7 }),
        deliverDueMail(ctx, one, { limit: 7 }),
      ]);
      one.close();
      two.close();
      if (other !== database.db) await other.destroy();
      const delivered = smtp.received.slice(before).flatMap((received) => received.to);
      expect(delivered.sort()).toEqual([...addresses].sort());
    });
  },
);
