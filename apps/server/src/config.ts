import { resolve } from 'node:path';
import { z } from 'zod';

/** Environment, read once at start-up (documented in .env.example). */
const ZEnv = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** demo seeds the demo universes into an empty database; production seeds nothing. */
  OPINIO_MODE: z.enum(['demo', 'production']).default('demo'),
  DEMO_INTERVIEWS: z.coerce.number().int().min(0).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Minutes a session without "remember" stays valid without activity. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  /** Set the Secure flag on the session cookie (on by default in production). */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  WEB_DIST: z.string().optional(),
  /** Cache analytics results by survey, loadCount and query (on by default). */
  ANALYTICS_CACHE: z.enum(['on', 'off']).default('on'),
  /** SMTP server for mail (password resets), e.g. smtp://user:pass@mail.example.com:587. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Opinio <no-reply@localhost>'),
  /** The address users reach the app at: links in mails point here (never the Host header). */
  PUBLIC_URL: z.string().url().optional(),
  /** Signs shared interview links; unset: generated once and kept in the database. */
  SHARING_SECRET: z.string().min(32).optional(),
});

export type AppConfig = {
  databaseUrl: string | undefined;
  /** null: PGlite in memory (tests). */
  dataDir: string | null;
  host: string;
  port: number;
  mode: 'demo' | 'production';
  demoInterviews: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  sessionIdleMinutes: number;
  sessionRememberDays: number;
  cookieSecure: boolean;
  webDist: string;
  analyticsCache: boolean;
  /** null: mail is not sent (logged instead). */
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  /** null: the secret generated once and kept in server_secrets. */
  sharingSecret: string | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    // relative to where the npm command was typed (npm runs workspace scripts in their folder)
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    host: e.HOST,
    port: e.PORT,
    mode: e.OPINIO_MODE,
    demoInterviews: e.DEMO_INTERVIEWS,
    // a demo keeps the console to what matters; production logs every request
    logLevel: e.LOG_LEVEL ?? (e.OPINIO_MODE === 'production' ? 'info' : 'warn'),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionRememberDays: e.SESSION_REMEMBER_DAYS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? e.OPINIO_MODE === 'production' : e.COOKIE_SECURE === 'true',
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    analyticsCache: e.ANALYTICS_CACHE === 'on',
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sharingSecret: e.SHARING_SECRET ?? null,
  };
}
