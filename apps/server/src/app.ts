import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Analytics } from './analytics/analytics.ts';
import { Duck } from './analytics/duckdb.ts';
import { ReadModel } from './analytics/read-model.ts';
import { authHook } from './auth/auth-hook.ts';
import { csrfGuard } from './auth/csrf.ts';
import { OidcVerifier } from './auth/oidc/oidc-verifier.ts';
import { identityProviderSource, ssoCsp } from './auth/sso-csp.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './db/database-unavailable.ts';
import { HttpError } from './lib/http-error.ts';
import { LiveEvents } from './live/live-events.ts';
import { Mailer } from './mail/mailer.ts';
import { alertRuleRoutes } from './routes/alert-rules/alert-rules.ts';
import { alertRoutes } from './routes/alerts/alert.ts';
import { alertAssigneeRoutes } from './routes/alerts/alert-assignees.ts';
import { alertListRoutes } from './routes/alerts/alert-list.ts';
import { apiKeyRoutes } from './routes/api-keys/api-keys.ts';
import { changeUniverseRoutes } from './routes/auth/change-universe.ts';
import { impersonateRoutes } from './routes/auth/impersonate.ts';
import { loginRoutes } from './routes/auth/login.ts';
import { passwordResetRoutes } from './routes/auth/password-reset.ts';
import { ssoRoutes } from './routes/auth/sso.ts';
import { bigScreenRoutes } from './routes/bigscreen/bigscreen.ts';
import { clientConfigRoutes } from './routes/config/client.ts';
import { analyticsRoutes } from './routes/dashboard/analytics.ts';
import { commentRoutes } from './routes/dashboard/comments.ts';
import { drillPathRoutes } from './routes/dashboard/drill-path.ts';
import { eventRoutes } from './routes/events/events.ts';
import { filterRoutes } from './routes/filters/filters.ts';
import { gamificationRoutes } from './routes/gamification/gamification.ts';
import { healthRoutes } from './routes/health.ts';
import { interviewRoutes } from './routes/interviews/interview.ts';
import { interviewListRoutes } from './routes/interviews/interview-list.ts';
import { sharingRoutes } from './routes/interviews/sharing.ts';
import { eventStreamRoutes } from './routes/live/event-stream.ts';
import { bugRoutes } from './routes/logs/bugs.ts';
import { publicInterviewRoutes } from './routes/public-api/interviews.ts';
import { rankingReportRoutes } from './routes/reports/ranking-report.ts';
import { sampleRoutes } from './routes/samples/sample.ts';
import { sampleListRoutes } from './routes/samples/sample-list.ts';
import { loadCountRoutes } from './routes/surveys/load-count.ts';
import { importRoutes } from './routes/tasks/import.ts';
import { taskRoutes } from './routes/tasks/tasks.ts';
import type { Services } from './services.ts';
import { SurveyCatalog } from './surveys/survey-catalog.ts';
import { taskWorkerPlugin } from './tasks/task-worker-plugin.ts';
import { registerWebApp } from './web-app.ts';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Pins "today" for relative time filters (tests). */
  today?: () => Date;
}

/** Builds the API and the web app's static files on one Fastify instance. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = options;
  const duck = await Duck.open();
  const readModel = new ReadModel(database, duck);
  const services: Services = {
    config,
    database,
    catalog: new SurveyCatalog(database.db),
    duck,
    readModel,
    analytics: new Analytics(readModel, duck, { cache: config.analyticsCache }),
    oidc: new OidcVerifier(),
    mailer: new Mailer(config.smtpUrl, config.mailFrom),
    live: new LiveEvents(database),
    today: options.today ?? (() => new Date()),
  };

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onClose', async () => {
    await readModel.settle();
    duck.close();
  });
  app.addHook('onClose', async () => services.mailer.close());
  const unwatch = database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'database connection lost'),
  );
  app.addHook('onClose', async () => unwatch());
  await services.live.start(app.log);
  app.addHook('onClose', async () => services.live.close());

  await app.register(fastifyCookie);
  // Before helmet: it finds the host's identity provider for the CSP below.
  await app.register(ssoCsp, { services });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        // Single sign-on: discovery and token calls, and the silent check in an iframe.
        connectSrc: ["'self'", identityProviderSource],
        frameSrc: ["'self'", identityProviderSource],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Limits only the routes that ask for it (config.rateLimit); see auth/sign-in-limits.ts.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(csrfGuard);
  await app.register(authHook, { services });
  // The tasks table's worker (imports, ...): routes wake it through app.taskWorker.
  await app.register(taskWorkerPlugin, { services });

  for (const routes of [
    healthRoutes,
    clientConfigRoutes,
    loginRoutes,
    ssoRoutes,
    passwordResetRoutes,
    changeUniverseRoutes,
    impersonateRoutes,
    loadCountRoutes,
    drillPathRoutes,
    analyticsRoutes,
    commentRoutes,
    filterRoutes,
    eventRoutes,
    apiKeyRoutes,
    publicInterviewRoutes,
    bigScreenRoutes,
    gamificationRoutes,
    interviewRoutes,
    sharingRoutes,
    interviewListRoutes,
    alertListRoutes,
    alertRoutes,
    alertAssigneeRoutes,
    alertRuleRoutes,
    eventStreamRoutes,
    taskRoutes,
    importRoutes,
    bugRoutes,
    sampleListRoutes,
    sampleRoutes,
    rankingReportRoutes,
  ]) {
    await app.register(routes, { services });
  }
  await registerWebApp(app, config.webDist);
  return { app, services };
}

function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: { log: FastifyInstance['log'] },
  reply: import('fastify').FastifyReply,
) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({
      error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) },
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request';
    return reply.code(400).send({ error: { code: 'bad_request', message, ...(field ? { field } : {}) } });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply
      .code(error.statusCode)
      .send({ error: { code: error.code ?? 'bad_request', message: error.message } });
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or down: the pool reconnects by itself once it is back.
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE } });
  }
  request.log.error(error);
  return reply.code(500).send({ error: { code: 'internal', message: 'Something went wrong on our side' } });
}
