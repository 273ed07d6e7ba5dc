import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paystackSignature } from '../paystack-signature';

type Transaction = {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callback_url: string | undefined;
  access_code: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  gateway_response: string;
  paid_at: string | null;
};

type Refund = {
  id: number;
  transaction_reference: string;
  amount: number;
  currency: string;
  merchant_note: string | null;
  status: 'pending' | 'processing' | 'processed' | 'failed';
};

export type PaystackStandIn = Awaited<ReturnType<typeof startPaystackStandIn>>;

/**
 * A local Paystack for tests: a real HTTP server that answers `POST /transaction/initialize` and
 * `GET /transaction/verify/:reference` in the documented shapes (https://paystack.com/docs/api/transaction/),
 * refuses a wrong bearer key, remembers what was initialised, lets the test decide how a checkout ends, and
 * signs webhook bodies as Paystack does.
 */
export async function startPaystackStandIn(secretKey = `sk_test_${randomBytes(12).toString('hex')}`) {
  const transactions = new Map<string, Transaction>();
  const refunds = new Map<number, Refund>();
  const received: { method: string; path: string; body: unknown }[] = [];
  let nextId = 4_099_260_000;
  let nextRefundId = 11_000_000;
  /** While true every request's connection is dropped unanswered: Paystack out of reach. */
  let unreachable = false;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (unreachable) return request.socket.destroy();
      const raw = Buffer.concat(chunks).toString('utf8');
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      const path = request.url ?? '/';
      received.push({ method: request.method ?? 'GET', path, body });
      const answer = (status: number, json: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));

      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return answer(401, { status: false, message: 'Invalid key' });
      }
      if (request.method === 'POST' && path === '/transaction/initialize') {
        const input = body as Partial<Record<string, unknown>>;
        const amount = Number(input.amount);
        if (typeof input.email !== 'string' || !Number.isInteger(amount) || amount <= 0) {
          return answer(400, { status: false, message: 'Invalid email or amount' });
        }
        const reference = typeof input.reference === 'string' ? input.reference : randomBytes(6).toString('hex');
        if (transactions.has(reference))
          return answer(400, { status: false, message: 'Duplicate Transaction Reference' });
        const access_code = randomBytes(8).toString('hex');
        transactions.set(reference, {
          id: nextId++,
          reference,
          email: input.email,
          amount,
          currency: typeof input.currency === 'string' ? input.currency : 'NGN',
          callback_url: typeof input.callback_url === 'string' ? input.callback_url : undefined,
          access_code,
          status: 'ongoing',
          gateway_response: 'The transaction was not completed',
          paid_at: null,
        });
        return answer(200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `https://checkout.paystack.com/${access_code}`, access_code, reference },
        });
      }
      const verify = request.method === 'GET' && path.match(/^\/transaction\/verify\/([^/?]+)$/);
      if (verify) {
        const transaction = transactions.get(decodeURIComponent(verify[1]!));
        if (!transaction) return answer(400, { status: false, message: 'Transaction reference not found' });
        const { access_code: _code, email, callback_url: _callback, ...data } = transaction;
        return answer(200, {
          status: true,
          message: 'Verification successful',
          data: { ...data, domain: 'test', channel: 'card', customer: { email } },
        });
      }
      if (request.method === 'POST' && path === '/refund') {
        const input = body as Partial<Record<string, unknown>>;
        const transaction = transactions.get(String(input.transaction));
        if (!transaction) return answer(400, { status: false, message: 'Transaction not found' });
        if (transaction.status !== 'success') {
          return answer(400, { status: false, message: 'Cannot refund a transaction that was not successful' });
        }
        const already = [...refunds.values()].some(
          (refund) => refund.transaction_reference === transaction.reference && refund.status !== 'failed',
        );
        if (already) return answer(400, { status: false, message: 'Transaction has been fully reversed' });
        const amount = input.amount === undefined ? transaction.amount : Number(input.amount);
        if (!Number.isInteger(amount) || amount <= 0 || amount > transaction.amount) {
          return answer(400, { status: false, message: 'Refund amount cannot be more than the transaction amount' });
        }
        const refund: Refund = {
          id: nextRefundId++,
          transaction_reference: transaction.reference,
          amount,
          currency: transaction.currency,
          merchant_note: typeof input.merchant_note === 'string' ? input.merchant_note : null,
          status: 'pending',
        };
        refunds.set(refund.id, refund);
        return answer(200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: { ...refund, transaction: { id: transaction.id, reference: transaction.reference } },
        });
      }
      const fetchRefund = request.method === 'GET' && path.match(/^\/refund\/(\d+)$/);
      if (fetchRefund) {
        const refund = refunds.get(Number(fetchRefund[1]));
        if (!refund) return answer(404, { status: false, message: 'Refund not found' });
        return answer(200, { status: true, message: 'Refund retrieved', data: refund });
      }
      return answer(404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const transaction = (reference: string) => {
    const found = transactions.get(reference);
    if (!found) throw new Error(`the stand-in has no transaction ${reference}`);
    return found;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    received,
    transaction,
    /** The payer finishes the checkout; `amount` lets a test pay a different sum than was asked. */
    complete(reference: string, status: 'success' | 'failed', amount?: number) {
      const found = transaction(reference);
      found.status = status;
      found.gateway_response = status === 'success' ? 'Successful' : 'Declined';
      found.paid_at = status === 'success' ? new Date().toISOString() : null;
      if (amount !== undefined) found.amount = amount;
    },
    /** A `charge.success` webhook for a transaction, its body and its signature as Paystack would send them. */
    chargeSuccessEvent(reference: string, overrides: { amount?: number; currency?: string } = {}) {
      const found = transaction(reference);
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          id: found.id,
          domain: 'test',
          status: 'success',
          reference,
          amount: overrides.amount ?? found.amount,
          currency: overrides.currency ?? found.currency,
          gateway_response: 'Successful',
          paid_at: new Date().toISOString(),
          customer: { email: found.email },
        },
      });
      return { body, signature: paystackSignature(secretKey, body) };
    },
    /** The refunds asked for, oldest first. */
    refunds: () => [...refunds.values()],
    /** Paystack finishes paying a refund out (or gives up on it). */
    finishRefund(id: number, status: 'processed' | 'failed') {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`the stand-in has no refund ${id}`);
      refund.status = status;
    },
    /** A `refund.processed` / `refund.failed` webhook, signed as Paystack would send it. */
    refundEvent(id: number) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`the stand-in has no refund ${id}`);
      const body = JSON.stringify({
        event: `refund.${refund.status}`,
        data: {
          id: refund.id,
          status: refund.status,
          transaction_reference: refund.transaction_reference,
          refund_reference: null,
          amount: refund.amount,
          currency: refund.currency,
          domain: 'test',
        },
      });
      return { body, signature: paystackSignature(secretKey, body) };
    },
    setUnreachable(value: boolean) {
      unreachable = value;
    },
    sign: (body: string) => paystackSignature(secretKey, body),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
