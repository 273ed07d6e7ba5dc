import { ZApiError } from '@docverify/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../features/auth/auth.service';

/** Documents the error answers a route can give, in the one error shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, ZApiError]));
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

type RateLimit = { max: number; timeWindow: string };

/** Counted per client address and e-mail, so one person's typos do not lock out a shared office. */
export function limitPerEmail(limit: RateLimit) {
  return {
    rateLimit: {
      ...limit,
      keyGenerator: (request: FastifyRequest) => {
        const body = request.body as { email?: unknown } | undefined;
        const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
        return `${request.ip}|${email}`;
      },
    },
  };
}

export const rateLimits = {
  login: { max: 10, timeWindow: '5 minutes' },
  codeEntry: { max: 10, timeWindow: '10 minutes' },
  codeRequest: { max: 5, timeWindow: '15 minutes' },
  signup: { max: 10, timeWindow: '15 minutes' },
} satisfies Record<string, RateLimit>;
