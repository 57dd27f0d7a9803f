import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Which proxies may say who the client is (X-Forwarded-For): none by default, so a
 * client cannot choose its own address for the per-address limits. A number trusts that
 * many hops in front of the server; a list trusts those addresses or CIDR ranges.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'off' || value === 'false') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const list = value.split(',').map((v) => v.trim());
      const valid = list.every((entry) => {
        const [address, bits, ...rest] = entry.split('/');
        if (rest.length > 0 || !isIP(address)) return false;
        if (bits === undefined) return true;
        const max = isIP(address) === 4 ? 32 : 128;
        return /^\d+$/.test(bits) && Number(bits) <= max;
      });
      if (valid) return list;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'off, a hop count from 1 to 10, or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/**
 * What is wrong with a PostgreSQL address (DATABASE_URL), or null: it must be a
 * postgres:// or postgresql:// URL naming a host (or a socket folder as `?host=`). The
 * answer never repeats the address: it may hold a password.
 */
function postgresUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL: use postgresql://user:password@host:5432/database';
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    return `a ${url.protocol}// address: use postgresql://user:password@host:5432/database`;
  if (!url.hostname && !url.searchParams.get('host'))
    return 'names no host: use postgresql://user:password@host:5432/database';
  return null;
}

/** A PostgreSQL address; its problem named without repeating it (it may hold a password). */
const ZPostgresUrl = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = postgresUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Environment, read once at start-up (documented in .env.example). */
const ZEnv = z.object({
  DATABASE_URL: ZPostgresUrl.optional(),
  DATA_DIR: z.string().default('./data'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * demo seeds the demo universes into an empty database; production seeds nothing. It
   * defaults to demo only on the embedded database: a PostgreSQL server must say which.
   */
  OPINIO_MODE: z.enum(['demo', 'production']).optional(),
  /**
   * The token the first setup asks for (docs/operating.md); unset: a random one made at each
   * start and printed while the database holds no universe.
   */
  OPINIO_SETUP_TOKEN: z.string().min(16, 'at least 16 characters').max(200).optional(),
  TRUST_PROXY: ZTrustProxy.default(false),
  DEMO_INTERVIEWS: z.coerce.number().int().min(0).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Minutes a session without "remember" stays valid without activity. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  REPORT_READY_MAIL_SECONDS: z.coerce.number().int().min(0).default(30),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  /** Reports one user may have waiting in the queue at once (docs/decisions/033-fair-work-tasks.md). */
  REPORT_QUEUE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** A campaign's send yields to other tasks after this many messages or seconds, whichever first. */
  CAMPAIGN_SLICE_MESSAGES: z.coerce.number().int().min(1).default(200),
  CAMPAIGN_SLICE_SECONDS: z.coerce.number().min(0.1).default(5),
  /** Script sandboxes (worker threads) shared by every universe; one universe gets at most half when others wait. */
  SCRIPT_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** The scripts of one batch of interviews (an import's batch, an API call) stop after this many seconds in all. */
  SCRIPT_BATCH_BUDGET_SECONDS: z.coerce.number().min(0.1).default(60),
  /** Set the Secure flag on the session cookie (on by default in production). */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  WEB_DIST: z.string().optional(),
  /** Cache analytics results by survey, loadCount and query (on by default). */
  ANALYTICS_CACHE: z.enum(['on', 'off']).default('on'),
  /** disk: the read model in DATA_DIR/read-model/ (a file per survey), kept across restarts; memory: rebuilt after each start. */
  ANALYTICS_STORE: z.enum(['disk', 'memory']).default('disk'),
  /** The read model's memory budget (DuckDB's buffer pool): cold surveys beyond it stay on disk. */
  ANALYTICS_MEMORY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i, 'a size such as 2GB or 512MiB')
    .default('2GB'),
  /** On disk: how many surveys' read models may be open at once (the least recently used are closed first). */
  ANALYTICS_OPEN_SURVEYS: z.coerce.number().int().min(1).default(200),
  /** Where dashboards are computed: DuckDB in this process (default) or ClickHouse fed by the outbox relay (docs/scaling.md). */
  ANALYTICS_ENGINE: z.enum(['duckdb', 'clickhouse']).default('duckdb'),
  /** ClickHouse's HTTP address (http://user:password@host:8123/database); without it, ClickHouse runs in this process (chDB) in DATA_DIR/clickhouse. */
  CLICKHOUSE_URL: z.string().url().optional(),
  /** SMTP server for mail (password resets), e.g. smtp://user:pass@mail.example.com:587. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Opinio <no-reply@localhost>'),
  /** The pooled SMTP transport: connections open at once, mails per connection before a new one. */
  MAIL_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(5),
  MAIL_MAX_MESSAGES: z.coerce.number().int().min(1).default(100),
  /** At most MAIL_RATE_LIMIT mails per MAIL_RATE_DELTA_MS milliseconds (0: no limit). */
  MAIL_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
  MAIL_RATE_DELTA_MS: z.coerce.number().int().min(1).default(1000),
  /** The outbox's first retry after a failed attempt; doubled each time, up to 15 minutes. */
  MAIL_RETRY_SECONDS: z.coerce.number().min(0).default(30),
  /** Outbound webhooks: the first retry after a failed delivery; doubled each time, up to an hour. */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().min(0).default(30),
  /** Outbound webhooks: attempts before a delivery is given up. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(16),
  /**
   * Outbound webhooks: one attempt's deadline, from the connection to the answer's last byte;
   * a receiver slower than that (or dripping its answer) fails the attempt, which is retried.
   * Well under the five-minute claim, so that an attempt never outlives it.
   */
  WEBHOOK_ATTEMPT_SECONDS: z.coerce.number().min(1).max(120).default(10),
  /**
   * Outbound webhooks to loopback and private networks: allowed in a demo, refused in production
   * by default. Plain http endpoints are taken only where this allows, for a receiver there.
   */
  WEBHOOK_PRIVATE_ADDRESSES: z.enum(['allow', 'deny']).optional(),
  /**
   * Detected changes (docs/what-changed.md): how often this process looks for surveys due a
   * detection run (daily, and after new data), in minutes; 0: never (another process does).
   */
  CHANGE_DETECTION_MINUTES: z.coerce.number().min(0).default(5),
  /**
   * Action plans (docs/action-plans.md): how often this process looks for plans whose due date
   * has passed, to tell the integrations (`plan.due`), in minutes; 0: never (another process does).
   */
  PLAN_DUE_MINUTES: z.coerce.number().min(0).default(5),
  /** The SMS operator's HTTP gateway that campaign SMS are posted to (sms/sms-gateway.ts). */
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** The address users reach the app at: links in mails point here (never the Host header). */
  PUBLIC_URL: z.string().url().optional(),
  /** Signs shared interview links; unset: generated once and kept in the database. */
  SHARING_SECRET: z.string().min(32).optional(),
  /** GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`; unset: open to whoever reaches it. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').max(200).optional(),
});

export type AppConfig = {
  databaseUrl: string | undefined;
  /** null: PGlite in memory (tests). */
  dataDir: string | null;
  host: string;
  port: number;
  mode: 'demo' | 'production';
  /** What the first setup asks for while the database holds no universe. */
  setupToken: string;
  /** Fastify's trustProxy: false, a hop count or the proxies' addresses. */
  trustProxy: false | number | string[];
  demoInterviews: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  sessionIdleMinutes: number;
  /** A report that ran at least this long is mailed to its owner when it is ready (ms). */
  reportReadyMailAfterMs: number;
  sessionRememberDays: number;
  reportQueueLimit: number;
  campaignSlice: { messages: number; ms: number };
  scriptWorkers: number;
  scriptBatchBudgetMs: number;
  cookieSecure: boolean;
  webDist: string;
  analyticsCache: boolean;
  /** Where the read model is: in DATA_DIR (disk; memory when dataDir is null) or in memory. */
  analyticsStore: 'disk' | 'memory';
  analyticsMemoryLimit: string;
  analyticsOpenSurveys: number;
  analyticsEngine: 'duckdb' | 'clickhouse';
  /** null: ClickHouse in this process (chDB), in DATA_DIR (a temporary folder without one). */
  clickhouseUrl: string | null;
  /** null: mail is not sent (logged instead). */
  smtpUrl: string | null;
  mailFrom: string;
  /** The pooled transport's limits (mail/mail-transport.ts). */
  mailMaxConnections: number;
  mailMaxMessages: number;
  /** 0: no rate limit. */
  mailRateLimit: number;
  mailRateDeltaMs: number;
  /** The outbox's first back-off after a failed attempt (mail/outbox-sender.ts). */
  mailRetryMs: number;
  /** Outbound webhooks (webhooks/webhook-sender.ts): first back-off, attempts, one attempt's deadline, private addresses. */
  webhookRetryMs: number;
  webhookMaxAttempts: number;
  webhookAttemptMs: number;
  webhookAllowPrivate: boolean;
  /** Detected changes: how often to look for surveys due a run, in milliseconds; 0: never. */
  changeDetectionMs: number;
  /** Action plans past their due date: how often to look for them, in milliseconds; 0: never. */
  planDueMs: number;
  /** null: SMS cannot be sent (each fails with that reason). */
  smsGatewayUrl: string | null;
  publicUrl: string;
  /** null: the secret generated once and kept in server_secrets. */
  sharingSecret: string | null;
  /** The bearer token GET /metrics asks for; null: none asked. */
  metricsToken: string | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.OPINIO_MODE) {
    // Fail closed: a production start against a new, empty server must not seed demo users.
    throw new Error(
      'Invalid configuration: OPINIO_MODE: set it to production (or demo) when DATABASE_URL is set',
    );
  }
  const mode = e.OPINIO_MODE ?? 'demo';
  return {
    databaseUrl: e.DATABASE_URL,
    // relative to where the npm command was typed (npm runs workspace scripts in their folder)
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    host: e.HOST,
    port: e.PORT,
    mode,
    setupToken: e.OPINIO_SETUP_TOKEN ?? randomBytes(18).toString('base64url'),
    trustProxy: e.TRUST_PROXY,
    demoInterviews: e.DEMO_INTERVIEWS,
    // a demo keeps the console to what matters; production logs every request
    logLevel: e.LOG_LEVEL ?? (mode === 'production' ? 'info' : 'warn'),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    reportReadyMailAfterMs: e.REPORT_READY_MAIL_SECONDS * 1000,
    sessionRememberDays: e.SESSION_REMEMBER_DAYS,
    reportQueueLimit: e.REPORT_QUEUE_LIMIT,
    campaignSlice: { messages: e.CAMPAIGN_SLICE_MESSAGES, ms: e.CAMPAIGN_SLICE_SECONDS * 1000 },
    scriptWorkers: e.SCRIPT_WORKERS,
    scriptBatchBudgetMs: e.SCRIPT_BATCH_BUDGET_SECONDS * 1000,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? mode === 'production' : e.COOKIE_SECURE === 'true',
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    analyticsCache: e.ANALYTICS_CACHE === 'on',
    analyticsStore: e.ANALYTICS_STORE,
    analyticsMemoryLimit: e.ANALYTICS_MEMORY_LIMIT,
    analyticsOpenSurveys: e.ANALYTICS_OPEN_SURVEYS,
    analyticsEngine: e.ANALYTICS_ENGINE,
    clickhouseUrl: e.CLICKHOUSE_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailMaxConnections: e.MAIL_MAX_CONNECTIONS,
    mailMaxMessages: e.MAIL_MAX_MESSAGES,
    mailRateLimit: e.MAIL_RATE_LIMIT,
    mailRateDeltaMs: e.MAIL_RATE_DELTA_MS,
    mailRetryMs: e.MAIL_RETRY_SECONDS * 1000,
    webhookRetryMs: e.WEBHOOK_RETRY_SECONDS * 1000,
    webhookMaxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    webhookAttemptMs: e.WEBHOOK_ATTEMPT_SECONDS * 1000,
    webhookAllowPrivate:
      (e.WEBHOOK_PRIVATE_ADDRESSES ?? (mode === 'production' ? 'deny' : 'allow')) === 'allow',
    changeDetectionMs: e.CHANGE_DETECTION_MINUTES * 60_000,
    planDueMs: e.PLAN_DUE_MINUTES * 60_000,
    smsGatewayUrl: e.SMS_GATEWAY_URL ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sharingSecret: e.SHARING_SECRET ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}
