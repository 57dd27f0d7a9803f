import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { MAX_PATH_PARAM_LENGTH } from '@opinio/domain/limits';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Analytics } from './analytics/analytics.ts';
import { Duck } from './analytics/duckdb.ts';
import { ReadModel } from './analytics/read-model.ts';
import { authHook } from './auth/auth-hook.ts';
import { csrfGuard } from './auth/csrf.ts';
import { OidcVerifier } from './auth/oidc/oidc-verifier.ts';
import { identityProviderSource, ssoCsp } from './auth/sso-csp.ts';
import { HttpSmsGateway } from './campaigns/sms/sms-gateway.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { runAsTenant } from './db/tenant-context.ts';
import { errorHandler, sendFrameworkError } from './lib/error-handler.ts';
import { requestForLog } from './lib/log-redaction.ts';
import { LiveEvents } from './live/live-events.ts';
import { Mailer } from './mail/mailer.ts';
import { outboxSenderPlugin } from './mail/outbox-sender-plugin.ts';
import { docsPage } from './openapi/docs-page.ts';
import { openApiDocument } from './openapi/openapi-document.ts';
import { alertRoutes } from './routes/alert/alert.ts';
import { alertAssigneeRoutes } from './routes/alert/alert-assignees.ts';
import { alertListRoutes } from './routes/alerts/alert-list.ts';
import { analyticsRoutes } from './routes/analytics/analytics.ts';
import { gamificationRoutes } from './routes/analytics/gamification.ts';
import { insightsRoutes } from './routes/analytics/insights.ts';
import { topicRoutes } from './routes/analytics/topics.ts';
import { changeUniverseRoutes } from './routes/auth/change-universe.ts';
import { impersonateRoutes } from './routes/auth/impersonate.ts';
import { loginRoutes } from './routes/auth/login.ts';
import { passwordResetRoutes } from './routes/auth/password-reset.ts';
import { ssoRoutes } from './routes/auth/sso.ts';
import { bigScreenRoutes } from './routes/bigscreen/bigscreen.ts';
import { campaignRoutes } from './routes/campaigns/index.ts';
import { commentRoutes } from './routes/comments/comments.ts';
import { clientConfigRoutes } from './routes/config/client.ts';
import { drillPathRoutes } from './routes/drillpath/drill-path.ts';
import { eventStreamRoutes } from './routes/events/event-stream.ts';
import { eventRoutes } from './routes/events/events.ts';
import { filterRoutes } from './routes/filters/filters.ts';
import { healthRoutes } from './routes/health.ts';
import { interviewRoutes } from './routes/interview/interview.ts';
import { interviewListRoutes } from './routes/interviews/interview-list.ts';
import { bugRoutes } from './routes/logs/bugs.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { reportRoutes } from './routes/reports/reports.ts';
import { subscriptionRoutes } from './routes/reports/subscriptions.ts';
import { respondentRoutes } from './routes/respondent/index.ts';
import { roleRoutes } from './routes/roles/roles.ts';
import { sampleRoutes } from './routes/sample/sample.ts';
import { sampleListRoutes } from './routes/samples/sample-list.ts';
import { sharingRoutes } from './routes/sharing/sharing.ts';
import { surveyAdminRoutes } from './routes/survey-admin/index.ts';
import { alertRuleRoutes } from './routes/surveys/alert-rules.ts';
import { apiKeyRoutes } from './routes/surveys/api-keys.ts';
import { importRoutes } from './routes/surveys/import.ts';
import { loadCountRoutes } from './routes/surveys/load-count.ts';
import { taskRoutes } from './routes/surveys/tasks.ts';
import { templateRoutes } from './routes/templates/index.ts';
import { userRoutes } from './routes/users/users.ts';
import { publicInterviewRoutes } from './routes/v1/interviews.ts';
import { ScriptSandbox } from './scripts/sandbox/script-sandbox.ts';
import type { Services } from './services.ts';
import { SurveyCatalog } from './surveys/survey-catalog.ts';
import { taskWorkerPlugin } from './tasks/task-worker-plugin.ts';
import { registerWebApp } from './web-app.ts';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Pins "today" for relative time filters (tests). */
  today?: () => Date;
  /** Where log lines go (tests read them back); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is added (the contract test checks that each is documented). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the API and the web app's static files on one Fastify instance. */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: Services; routes: readonly RouteOptions[] }> {
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
    mailer: new Mailer(config, database),
    sms: new HttpSmsGateway(config.smsGatewayUrl),
    live: new LiveEvents(database),
    sandbox: new ScriptSandbox({ workers: config.scriptWorkers }),
    today: options.today ?? (() => new Date()),
  };

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Only a configured proxy may name the client (per-address limits): TRUST_PROXY.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // The router's own refusals (a malformed or too long path) in the API's error shape.
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
  }).withTypeProvider<ZodTypeProvider>();
  // Every request starts as "all universes" (sign-in must look across them) and is narrowed
  // to one universe by its credential (auth/auth-hook.ts, db/tenant-context.ts).
  app.addHook('onRequest', (_request, _reply, done) => runAsTenant('all', done));
  readModel.log = app.log;
  // A configuration saved by any process: this one's cached surveys of that universe go.
  // Its analytics table too when the questions changed (the table's columns follow them).
  services.live.subscribe((event) => {
    if (event.type !== 'config') return;
    services.catalog.invalidate(event.universeId);
    if (!event.reshaped) return;
    void runAsTenant(event.universeId, () => services.catalog.survey(event.universeId, event.survey))
      .then((survey) => survey && services.readModel.invalidate(survey.id))
      .catch((error: unknown) => app.log.error({ err: error }, 'configuration change: read model not reset'));
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onClose', async () => {
    await readModel.settle();
    duck.close();
  });
  app.addHook('onClose', async () => services.mailer.close());
  app.addHook('onClose', async () => services.sandbox.close());
  const unwatch = database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'database connection lost'),
  );
  app.addHook('onClose', async () => unwatch());
  await services.live.start(app.log);
  app.addHook('onClose', async () => services.live.close());

  // The route table as registered (the fuzz and access-matrix tests are generated from it).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

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
  // Survey texts are answered in the request's language (auth/request-locale.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    }
    return payload;
  });
  // The tasks table's worker (imports, ...): routes wake it through app.taskWorker.
  await app.register(taskWorkerPlugin, { services });
  // The mail outbox's sender (alerts, invitations, password resets, ready reports).
  await app.register(outboxSenderPlugin, { services });
  // Before the routes: the OpenAPI document is built from the routes as they are added.
  await app.register(openApiDocument, { publicUrl: config.publicUrl });
  await app.register(docsPage);
  await app.register(openApiRoutes);

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
    insightsRoutes,
    topicRoutes,
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
    reportRoutes,
    subscriptionRoutes,
    userRoutes,
    roleRoutes,
    surveyAdminRoutes,
    templateRoutes,
    campaignRoutes,
    respondentRoutes,
  ]) {
    await app.register(routes, { services });
  }
  await registerWebApp(app, config.webDist);
  return { app, services, routes };
}
