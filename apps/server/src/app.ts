import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { adminServicesRoutes } from './features/admin-services/admin-services.routes';
import { authRoutes } from './features/auth/auth.routes';
import { signedInSessionRoutes } from './features/auth/signed-in-sessions.routes';
import { secondFactorRoutes } from './features/auth/second-factor.routes';
import { mailboxApiRoutes, mailboxPageRoutes } from './features/dev/mailbox.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { verificationRoutes } from './features/verification/verification.routes';
import { downloadRoutes } from './features/documents/downloads.routes';
import { viewerRoutes } from './features/shares/viewer.routes';
import { shareRoutes } from './features/shares/shares.routes';
import { institutionRoutes } from './features/institutions/institutions.routes';
import { bodyProofRoutes } from './features/body-proof/body-proof.routes';
import { organisationRoutes } from './features/organisations/organisations.routes';
import { orgDashboardRoutes } from './features/org-dashboard/org-dashboard.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { referenceRoutes } from './features/reference/catalogue.routes';
import { referralRoutes } from './features/referrals/referral.routes';
import { surchargeRoutes } from './features/surcharges/surcharges.routes';
import { transcriptRoutes } from './features/transcripts/transcripts.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { adminTransactionRoutes } from './features/admin-transactions/admin-transactions.routes';
import { adminDashboardRoutes } from './features/admin-dashboard/admin-dashboard.routes';
import { adminAuditRoutes } from './features/admin-audit/admin-audit.routes';
import { adminDocumentRoutes } from './features/admin-documents/admin-documents.routes';
import { adminUserRoutes } from './features/admin-users/admin-users.routes';
import { adminMailRoutes } from './features/admin-mail/admin-mail.routes';
import { fraudSignalRoutes } from './features/fraud-signals/fraud-signals.routes';
import { unaccreditedRoutes } from './features/unaccredited/unaccredited.routes';
import { healthRoutes } from './features/health/health.routes';
import { credentialRoutes, wellKnownRoutes } from './features/credentials/credentials.routes';
import { contractSerializer } from './lib/contract-serializer';
import { registerCompression } from './lib/compression';
import { registerErrorHandling } from './lib/error-handler';
import { JSON_BODY_LIMIT, registerJsonBodyParser, rejectNulCharacters } from './lib/json-body';
import { registerRequestMetrics } from './lib/metrics';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerRequestContext, requestIdGenerator, runInRequestContext } from './lib/request-context';
import { registerAfterReply } from './lib/after-reply';
import { requireRateLimits } from './lib/rate-limits';
import { registerWebApp } from './web-app';

/** One log line per request, written when it completes, not Fastify's two (half the log volume on every call). */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    // The response may finish outside the request's async context; its id is put back for this line.
    runInRequestContext(request.id, () => {
      if (error) reply.log.error({ ...line, err: error }, 'request errored');
      else reply.log.info(line, 'request');
    });
  }
}

/** Builds the HTTP application around its adapters; tests build it with their own database and mailer. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    logController: new OneLinePerRequest(),
    trustProxy: ctx.config.trustProxy,
    genReqId: requestIdGenerator(ctx.config.trustProxy !== false),
    // The logger's mixin writes the request id (lib/request-context), on request.log and ctx.log lines alike;
    // binding it to the child as well would write it twice.
    childLoggerFactory: (logger, _bindings, options) => logger.child({}, options),
    bodyLimit: JSON_BODY_LIMIT,
    // Download links carry a signed token in the path (/api/files/<jwt>), longer than the default 100.
    routerOptions: { maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer({ checkResponses: ctx.config.checkResponses }));
  registerRequestContext(app);
  registerAfterReply(app);
  registerRequestMetrics(app, ctx.metrics);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  rejectNulCharacters(app);

  // The work requests left running after their answers (reset codes) finishes before the database closes.
  app.addHook('onClose', () => ctx.afterReply.settled());
  await registerSecurityHeaders(app);
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: 'docverify-rate-limit:' } : {}),
  });
  // The API reference's own pages are static; everything else under /api answers with a limit.
  requireRateLimits(app, (url) => url.startsWith('/api/docs'));
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Document and Qualification Verification API',
        version: '1.0.0',
        description: 'Every request and response is validated against the shared contract schemas.',
      },
      // Paths are absolute from the server that serves the document.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // The API's answers only: pages and assets come precompressed (web-app.ts).
      await registerCompression(api);
      await api.register(authRoutes(ctx));
      await api.register(secondFactorRoutes(ctx));
      await api.register(referralRoutes(ctx));
      await api.register(organisationRoutes(ctx));
      await api.register(bodyProofRoutes(ctx));
      await api.register(referenceRoutes(ctx));
      await api.register(institutionRoutes(ctx));
      await api.register(documentRoutes(ctx));
      await api.register(downloadRoutes(ctx));
      await api.register(viewerRoutes(ctx));
      await api.register(credentialRoutes(ctx));
      await api.register(shareRoutes(ctx));
      await api.register(verificationRoutes(ctx));
      await api.register(orgDashboardRoutes(ctx));
      await api.register(paymentRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(signedInSessionRoutes(ctx));
      await api.register(transcriptRoutes(ctx));
      await api.register(surchargeRoutes(ctx));
      await api.register(staffRoutes(ctx));
      await api.register(adminServicesRoutes(ctx));
      await api.register(adminTransactionRoutes(ctx));
      await api.register(adminDashboardRoutes(ctx));
      await api.register(adminAuditRoutes(ctx));
      await api.register(adminDocumentRoutes(ctx));
      await api.register(adminUserRoutes(ctx));
      await api.register(adminMailRoutes(ctx));
      await api.register(fraudSignalRoutes(ctx));
      await api.register(unaccreditedRoutes(ctx));
      if (ctx.config.devMailbox.enabled) await api.register(mailboxApiRoutes(ctx));
    },
    { prefix: '/api' },
  );
  if (ctx.config.devMailbox.enabled) await app.register(mailboxPageRoutes(ctx));
  await app.register(healthRoutes(ctx), { prefix: '/health' });
  await app.register(wellKnownRoutes(ctx));

  await registerWebApp(app, ctx.config.webDistDir);
  return app;
}
