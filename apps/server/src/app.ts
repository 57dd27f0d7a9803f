import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyAutoload from '@fastify/autoload';
import fastifyCookie from '@fastify/cookie';
import { MAX_PATH_PARAM_LENGTH } from '@opinio/domain/limits';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Analytics, CLICKHOUSE_FOLDER, READ_MODEL_FOLDER } from './analytics/analytics.ts';
import { ClickHouseEngine } from './analytics/clickhouse/clickhouse-engine.ts';
import type { ClickHouseSink } from './analytics/clickhouse/survey-copy.ts';
import { apiKeyHook } from './api-keys/api-key-auth.ts';
import { authHook } from './auth/auth-hook.ts';
import { OidcVerifier } from './auth/oidc/oidc-verifier.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { runAsTenant } from './db/tenant-context.ts';
import { requestForLog } from './lib/log-redaction.ts';
import { Metrics } from './lib/metrics.ts';
import { LiveEvents } from './live/live-events.ts';
import { Mailer } from './mail/mailer.ts';
import { docsPage } from './openapi/docs-page.ts';
import { openApiDocument } from './openapi/openapi-document.ts';
import { changeDetectorPlugin } from './plugins/change-detector-plugin.ts';
import { errorHandlerPlugin, sendFrameworkError } from './plugins/error-handler.ts';
import { metricsPlugin } from './plugins/metrics-plugin.ts';
import { outboxSenderPlugin } from './plugins/outbox-sender-plugin.ts';
import { planDuePlugin } from './plugins/plan-due-plugin.ts';
import { requestGuards } from './plugins/request-guards.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { taskWorkerPlugin } from './plugins/task-worker-plugin.ts';
import { webhookSenderPlugin } from './plugins/webhook-sender-plugin.ts';
import { ScriptSandbox } from './sandbox/script-sandbox.ts';
import type { Services } from './services.ts';
import { HttpSmsGateway } from './sms/sms-gateway.ts';
import { SurveyCatalog } from './surveys/survey-catalog.ts';
import { registerWebApp } from './web-app.ts';
import { WebhookQueue } from './webhooks/webhook-queue.ts';

/**
 * The route plugins: one file per resource in the folder named after its URL
 * (docs/decisions/039-route-folders.md); files directly in routes/ are their shared helpers.
 */
const ROUTES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'routes');
const isRoutePlugin = (path: string) => /^\/[^/]+\/[^/]+\.ts$/.test(path);

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Pins "today" for relative time filters (tests). */
  today?: () => Date;
  /** Where log lines go (tests read them back); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is added (the contract test checks that each is documented). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * With ANALYTICS_ENGINE=clickhouse: this ClickHouse instead of one opened from the
   * configuration (tests, benchmarks); the app does not close it.
   */
  clickhouse?: ClickHouseSink;
}

/** The analytics module on the configured engine (decision 057). */
async function openAnalytics(options: AppOptions, catalog: SurveyCatalog): Promise<Analytics> {
  const { config, database } = options;
  if (config.analyticsEngine === 'clickhouse') {
    const surveys = (universeId: number, surveyId: number) => catalog.surveyById(universeId, surveyId);
    const cache = config.analyticsCache;
    // a ClickHouse handed in is its owner's to close
    if (options.clickhouse) return Analytics.onClickHouse(database, options.clickhouse, surveys, { cache });
    const clickhouse = config.clickhouseUrl
      ? ClickHouseEngine.atUrl(config.clickhouseUrl)
      : await ClickHouseEngine.inProcess(
          config.dataDir ? join(config.dataDir, CLICKHOUSE_FOLDER) : ':memory:',
        );
    return Analytics.onClickHouse(database, clickhouse, surveys, { cache, close: () => clickhouse.close() });
  }
  return Analytics.open(database, {
    cache: config.analyticsCache,
    folder:
      config.dataDir && config.analyticsStore === 'disk' ? join(config.dataDir, READ_MODEL_FOLDER) : null,
    memoryLimit: config.analyticsMemoryLimit,
    openSurveys: config.analyticsOpenSurveys,
  });
}

/** Builds the API and the web app's static files on one Fastify instance. */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: Services; routes: readonly RouteOptions[] }> {
  const { config, database } = options;
  const catalog = new SurveyCatalog(database.db);
  const services: Services = {
    config,
    database,
    catalog,
    analytics: await openAnalytics(options, catalog),
    oidc: new OidcVerifier(),
    mailer: new Mailer(config, database),
    sms: new HttpSmsGateway(config.smsGatewayUrl),
    live: new LiveEvents(database),
    sandbox: new ScriptSandbox({ workers: config.scriptWorkers }),
    webhooks: new WebhookQueue(database),
    metrics: new Metrics(),
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
  services.analytics.log = app.log;
  // A configuration saved by any process: this one's cached surveys of that universe go.
  // Its analytics table too when the questions changed (the table's columns follow them).
  services.live.subscribe((event) => {
    // New data of a survey, written by any process: this one's next call of the survey looks
    // for it at once (a browser reads again when told, possibly within the read model's
    // 250 ms between checks).
    if (event.type === 'loadcount') {
      void runAsTenant(event.universeId, () => services.catalog.survey(event.universeId, event.survey))
        .then((survey) => survey && services.analytics.changed(survey.id))
        .catch((error: unknown) => app.log.warn({ err: error }, 'new data: not looked for at once'));
      return;
    }
    if (event.type !== 'config') return;
    services.catalog.invalidate(event.universeId);
    if (!event.reshaped) return;
    void runAsTenant(event.universeId, () => services.catalog.survey(event.universeId, event.survey))
      .then((survey) => survey && services.analytics.invalidate(survey.id))
      .catch((error: unknown) => app.log.error({ err: error }, 'configuration change: read model not reset'));
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => services.analytics.close());
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

  await app.register(errorHandlerPlugin);
  // Every request counted by its route template and timed; the queues' depths read at each scrape (GET /metrics).
  await app.register(metricsPlugin, { services });
  await app.register(fastifyCookie);
  await app.register(securityHeaders, { services });
  await app.register(requestGuards);
  await app.register(authHook, { services });
  await app.register(apiKeyHook, { services });
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
  await app.register(webhookSenderPlugin, { services });
  // Detected changes: each survey's daily run, and one after new data.
  await app.register(changeDetectorPlugin, { services });
  // Action plans past their due date: told to the integrations once (plan.due).
  await app.register(planDuePlugin, { services });
  // Before the routes: the OpenAPI document is built from the routes as they are added.
  await app.register(openApiDocument, { publicUrl: config.publicUrl });
  await app.register(docsPage);
  // Every route plugin, each in its own encapsulated context as before. Paths come from the
  // route table (routeOptions), never from the folders: no prefix.
  await app.register(fastifyAutoload, {
    dir: ROUTES_DIR,
    dirNameRoutePrefix: false,
    matchFilter: isRoutePlugin,
    options: { services },
  });
  await registerWebApp(app, config.webDist);
  return { app, services, routes };
}
