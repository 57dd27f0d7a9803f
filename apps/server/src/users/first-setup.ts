import { timingSafeEqual } from 'node:crypto';
import type { TFirstSetupDone, ZFirstSetup } from '@opinio/domain/schemas/setup';
import { sql } from 'kysely';
import type { z } from 'zod';
import { audited } from '#audit/audit-log.ts';
import { hashPassword } from '#auth/passwords.ts';
import type { Database } from '#db/database.ts';
import { isUniqueViolation } from '#db/pg-errors.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { conflict, forbidden } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { createAdminSurvey } from '#survey-admin/create-admin-survey.ts';
import { builtInRoleId } from './built-in-roles.ts';

type FirstSetup = z.output<typeof ZFirstSetup>;

/** Whether the first setup is still to be done: the database holds no universe. */
export async function setupNeeded(database: Pick<Database, 'db'>): Promise<boolean> {
  const any = await runAsTenant('all', () =>
    database.db.selectFrom('universes').select('id').limit(1).executeTakeFirst(),
  );
  return any === undefined;
}

/** The token given against the server's, in constant time. */
function setupTokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const done = () =>
  conflict('The first setup is done already: sign in instead', undefined, { code: 'setup_done' });

/** One key for the lock that lets one first setup run at a time, in any process. */
const SETUP_LOCK = 7_315_001;

/**
 * The first setup of an empty database (docs/operating.md): the first universe, its
 * administrator (a root user with the administrator role there, who may create surveys and
 * universes) and, if asked, a survey from a template. Refused (409 `setup_done`) once any
 * universe exists, also when two setups race; written and audited in one transaction, the
 * survey after it. `via` says in the audit log how it was asked for.
 */
export async function firstSetup(
  services: Pick<Services, 'catalog' | 'database'>,
  setup: Omit<FirstSetup, 'token'>,
  via: 'screen' | 'command',
): Promise<TFirstSetupDone> {
  const { db } = services.database;
  const passwordHash = await hashPassword(setup.administrator.password);
  await runAsTenant('all', () =>
    db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`.execute(trx);
      const any = await trx.selectFrom('universes').select('id').limit(1).executeTakeFirst();
      if (any) throw done();
      const universe = await trx
        .insertInto('universes')
        .values({
          name: setup.universe.name,
          title: setup.universe.title,
          settings: JSON.stringify({ defaultLocale: setup.universe.defaultLocale }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { administrator } = setup;
      await audited(trx, { universeId: universe.id, userId: null, actingAsUserId: null }, 'setup.first', {
        write: async () => {
          const user = await trx
            .insertInto('users')
            .values({
              username: administrator.username,
              email: administrator.email,
              first_name: administrator.firstName,
              last_name: administrator.lastName,
              locale: administrator.locale,
              password_hash: passwordHash,
              is_root: true,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
            .catch((error: unknown) => {
              // a person kept from a universe removed before: the name is theirs
              if (!isUniqueViolation(error)) throw error;
              throw conflict(`The user name ${administrator.username} is taken`, 'administrator.username', {
                code: 'already_exists',
                params: { value: administrator.username },
              });
            });
          await trx
            .insertInto('memberships')
            .values({
              universe_id: universe.id,
              user_id: user.id,
              role_id: await builtInRoleId(trx, universe.id, 'administrator'),
              scope_unit: null,
              whole_organisation: true,
            })
            .execute();
          return user.id;
        },
        audit: ({ result }) => ({
          entity: { type: 'user', id: result },
          details: { via, universe: setup.universe.name, username: administrator.username },
        }),
      });
    }),
  );
  let survey: string | null = null;
  if (setup.survey) {
    const created = await createAdminSurvey(services, {
      universe: setup.universe.name,
      extName: setup.survey.extName,
      title: setup.survey.title,
      from: { kind: 'template', template: setup.survey.template },
    });
    survey = created.extName;
  }
  return { universe: setup.universe.name, username: setup.administrator.username, survey };
}

/** The first setup asked for with a token: the token must be the server's (403 otherwise). */
export async function firstSetupWithToken(
  services: Pick<Services, 'catalog' | 'config' | 'database'>,
  setup: FirstSetup,
): Promise<TFirstSetupDone> {
  if (!(await setupNeeded(services.database))) throw done();
  if (!setupTokenMatches(setup.token, services.config.setupToken))
    throw forbidden('The setup token is not the one the server printed at its start', {
      code: 'setup_token_wrong',
    });
  const { token: _, ...rest } = setup;
  return firstSetup(services, rest, 'screen');
}
