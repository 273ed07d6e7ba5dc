import { ZMailboxQuery } from '@docverify/contract/dev/mailbox';
import { readDevMailbox } from '@docverify/contract/dev/operations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { isLoopback } from './loopback';
import { listMail } from './mailbox.repository';
import { escapeHtml, linkedMailText } from './mail-html';

/**
 * The mailbox holds codes that open accounts, an administrator's included: it answers this machine only, unless
 * DEV_MAILBOX_REMOTE opens it. The TCP peer decides, not request.ip, which X-Forwarded-For sets when a proxy is
 * trusted. Anyone else gets the answer of a path that does not exist, so the mailbox's presence does not leak.
 */
function thisMachineOnly(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (ctx.config.devMailbox.remote || isLoopback(request.socket.remoteAddress)) return;
    return reply.callNotFound();
  };
}

/** JSON for scripts and tests (`?to=ADDRESS`), newest first. Registered only where enabled. */
export function mailboxApiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', thisMachineOnly(ctx));
    app.route({
      ...operationRoute(ctx, app, readDevMailbox),
      handler: async (request) => ({ data: await listMail(ctx.db, request.query.to) }),
    });
  };
}

/** A plain page at /dev/mailbox so a newcomer can read sign-up codes without an SMTP server. */
export function mailboxPageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', thisMachineOnly(ctx));
    app.get('/dev/mailbox', { schema: { hide: true, querystring: ZMailboxQuery } }, async (request, reply) => {
      const mail = await listMail(ctx.db, request.query.to);
      const items = mail
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.createdAt).toLocaleString('en-GB'))}</p><pre>${linkedMailText(m.text)}</pre></article>`,
        )
        .join('\n');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#14532d}h1{color:#15803d}
article{border:1px solid #bbf7d0;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#4b5563;font-size:.9rem}</style></head>
<body><h1>Dev mailbox</h1><p>E-mail the product sent while no SMTP server is configured (newest first). Filter with <code>?to=address</code>.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
    });
  };
}
