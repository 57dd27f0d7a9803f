import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ZFirstSetup } from '@opinio/domain/schemas/setup';
import { loadConfig } from '#config.ts';
import { openDatabase } from '#db/database.ts';
import { HttpError } from '#lib/http-error.ts';
import { SurveyCatalog } from '#surveys/survey-catalog.ts';
import { firstSetup } from '#users/first-setup.ts';

const USAGE = `npm run setup -- --universe <name> --title <organisation> --username <user>
    [--email <address>] [--first-name <text>] [--last-name <text>] [--locale en|fi|sv]
    [--survey <extName> --survey-title <text> [--template cx|nps]]
The administrator's password is read from the file --password-file names, or from the
environment variable OPINIO_ADMIN_PASSWORD.`;

/**
 * npm run setup -- …: the first setup of an empty production database from the command line
 * (docs/operating.md), the same as the setup screen: the first universe, its administrator
 * and, if asked, a survey from a template. Refused once any universe exists.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      universe: { type: 'string' },
      title: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      locale: { type: 'string' },
      'password-file': { type: 'string' },
      survey: { type: 'string' },
      'survey-title': { type: 'string' },
      template: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const password = values['password-file']
    ? readFileSync(values['password-file'], 'utf8').replace(/\r?\n$/, '')
    : process.env.OPINIO_ADMIN_PASSWORD;
  const parsed = ZFirstSetup.safeParse({
    token: 'command',
    universe: { name: values.universe, title: values.title, defaultLocale: values.locale },
    administrator: {
      username: values.username,
      email: values.email ?? null,
      firstName: values['first-name'] ?? '',
      lastName: values['last-name'] ?? '',
      password,
      locale: values.locale,
    },
    survey: values.survey
      ? {
          template: values.template ?? 'cx',
          extName: values.survey,
          title: values['survey-title'] ?? values.survey,
        }
      : undefined,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`${issues}\n\n${USAGE}`);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { token: _, ...setup } = parsed.data;
    const done = await firstSetup({ database, catalog: new SurveyCatalog(database.db) }, setup, 'command');
    console.log(
      `Universe ${done.universe} is set up: ${done.username} signs in with the password given${
        done.survey ? `, survey ${done.survey} is ready` : ''
      }.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof HttpError
      ? `${error.message} (${error.code})`
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
