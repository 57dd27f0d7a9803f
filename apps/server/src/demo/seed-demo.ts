import type { BuiltInRole } from '@opinio/domain/permissions';
import type { Kysely } from 'kysely';
import { hashPassword } from '#auth/passwords.ts';
import type { DB } from '#db/schema.ts';
import { insertInterviewBatches } from '#ingestion/insert-interviews.ts';
import { Random } from '#lib/random.ts';
import { cxSurvey, guestSurvey } from '#survey-admin/config-blocks/cx-template.ts';
import { createSurvey } from '#survey-admin/create-survey.ts';
import { builtInRoleId } from '#users/built-in-roles.ts';
import { seedDemoAlerts } from './alerts.ts';
import { type DemoStories, generateInterviews, type StoreProfile } from './interviews.ts';
import { type DemoUnit, demoOrganisation, smallOrganisation } from './organisation.ts';
import { AnsweredPicker } from './samples.ts';
import { seedDemoSamples } from './seed-samples.ts';
import { seedDemoTemplates } from './seed-templates.ts';
import { seedStaff } from './staff.ts';

export const DEMO_PASSWORD = 'demo';
export const DEMO_USERS = [
  { username: 'store', description: 'store manager of Oulu Centre (one store)' },
  { username: 'regional', description: 'regional manager of the North region' },
  { username: 'admin', description: 'user administrator (isUserAdmin)' },
  { username: 'root', description: 'root user (isRoot): backend and bug menu' },
  { username: 'multi', description: 'analyst in demo, administrator of acme (change universe)' },
] as const;

const REGION_EFFECT: Record<string, number> = { north: 0.3, south: -0.1, east: -0.3, west: 0.1 };

export interface SeedOptions {
  interviews: number;
  seed?: number;
  /** The moment the demo data ends (default: now). */
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

function leaves(
  unit: DemoUnit,
  path: string[] = [],
): Array<{ extName: string; city: string; path: string[] }> {
  if (unit.children.length === 0) return [{ extName: unit.extName, city: unit.city ?? '', path }];
  return unit.children.flatMap((child) => leaves(child, [...path, unit.extName]));
}

export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('universes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Seeds the demo retail universe and a small second universe. */
/**
 * The demo's planted stories (docs/what-changed.md): the busiest store of the South (but its
 * first, which tests plant their own drop at), whose queue got worse over the last three weeks,
 * and the web shop, whose customers became happier over the last four.
 */
function demoStories(
  organisation: ReturnType<typeof demoOrganisation>,
  stores: readonly StoreProfile[],
): DemoStories {
  const south = leaves(organisation)
    .map((leaf, i) => ({ leaf, store: stores[i] }))
    .filter(({ leaf }) => leaf.path[1] === 'south')
    .slice(1);
  const busiest = south.reduce<(typeof south)[number] | null>(
    (best, s) => (best === null || s.store.weight > best.store.weight ? s : best),
    null,
  );
  return { queueStore: busiest?.store.unitId ?? null, queueDays: 21, betterChannel: 2, channelDays: 28 };
}

export async function seedDemo(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  const seed = options.seed ?? 42;
  const now = options.now ?? new Date();
  const today = now;
  const endDate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const random = new Random(seed);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const demo = await db
    .insertInto('universes')
    .values({ name: 'demo', title: 'Nordic Retail', settings: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const acme = await db
    .insertInto('universes')
    .values({ name: 'acme', title: 'Acme Hotels', settings: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const organisation = demoOrganisation();
  const cx = await createSurvey(db, demo.id, cxSurvey(organisation));
  const hotels = smallOrganisation();
  const guest = await createSurvey(db, acme.id, guestSurvey(hotels));

  const user = (
    username: string,
    firstName: string,
    lastName: string,
    extra: { is_root?: boolean; locale?: string } = {},
  ) =>
    db
      .insertInto('users')
      .values({
        username,
        email: `${username}@example.com`,
        first_name: firstName,
        last_name: lastName,
        password_hash: passwordHash,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const store = await user('store', 'Sanna', 'Storekeeper');
  const regional = await user('regional', 'Risto', 'Regional');
  const admin = await user('admin', 'Aino', 'Admin');
  const root = await user('root', 'Rolf', 'Root', { is_root: true });
  const multi = await user('multi', 'Mika', 'Multi', { locale: 'fi' });
  const role = (universeId: number, key: BuiltInRole) => builtInRoleId(db, universeId, key);
  await db
    .insertInto('memberships')
    .values([
      {
        universe_id: demo.id,
        user_id: store.id,
        role_id: await role(demo.id, 'store_manager'),
        scope_unit: 's001',
      },
      {
        universe_id: demo.id,
        user_id: regional.id,
        role_id: await role(demo.id, 'regional_manager'),
        scope_unit: 'north',
      },
      {
        universe_id: demo.id,
        user_id: admin.id,
        role_id: await role(demo.id, 'administrator'),
        scope_unit: null,
        whole_organisation: true,
      },
      {
        universe_id: demo.id,
        user_id: root.id,
        role_id: await role(demo.id, 'administrator'),
        scope_unit: null,
        whole_organisation: true,
      },
      {
        universe_id: demo.id,
        user_id: multi.id,
        role_id: await role(demo.id, 'analyst'),
        scope_unit: null,
        whole_organisation: true,
      },
      {
        universe_id: acme.id,
        user_id: multi.id,
        role_id: await role(acme.id, 'administrator'),
        scope_unit: null,
        whole_organisation: true,
      },
      {
        universe_id: acme.id,
        user_id: root.id,
        role_id: await role(acme.id, 'administrator'),
        scope_unit: null,
        whole_organisation: true,
      },
    ])
    .execute();
  await seedStaff(db, {
    universeId: demo.id,
    organisation,
    passwordHash,
    random: new Random(seed + 11),
    now,
  });

  const stores: StoreProfile[] = leaves(organisation).map((leaf) => ({
    unitId: cx.unitIds.get(leaf.extName)!,
    effect: (REGION_EFFECT[leaf.path[1]] ?? 0) + 0.45 * random.normal(),
    weight: Math.exp(0.5 * random.normal()),
  }));
  let done = 0;
  const answered = new AnsweredPicker(seed + 7);
  // Node makes the next batch while PostgreSQL writes the current ones (decision 013).
  const batches = generateInterviews({
    seed,
    count: options.interviews,
    stores,
    questionIds: cx.questionIds,
    endDate,
    now,
    days: 730,
    stories: demoStories(organisation, stores),
  });
  await insertInterviewBatches(db, demo.id, cx.surveyId, batches, {
    onInserted: (ids, batch) => {
      answered.add(ids, batch);
      done += batch.length;
      options.onProgress?.(done, options.interviews);
    },
  });

  const hotelStores: StoreProfile[] = leaves(hotels).map((leaf, i) => ({
    unitId: guest.unitIds.get(leaf.extName)!,
    effect: [0.4, -0.4, 0.1][i] ?? 0,
    weight: 1,
  }));
  const hotelBatches = generateInterviews({
    seed: seed + 1,
    count: Math.min(3000, Math.max(300, Math.round(options.interviews / 20))),
    stores: hotelStores,
    questionIds: guest.questionIds,
    endDate,
    now,
    days: 365,
  });
  await insertInterviewBatches(db, acme.id, guest.surveyId, hotelBatches);
  // Alerts come from the interviews above: they change no demo number.
  await seedDemoAlerts(db, demo.id, 'cx', now);
  // The templates, then samples and campaigns sent from them: contacts who answered point at
  // interviews above.
  const templates = await seedDemoTemplates(
    db,
    [
      { universeId: demo.id, surveyId: cx.surveyId },
      { universeId: acme.id, surveyId: guest.surveyId },
    ],
    now,
  );
  const cityOf = new Map(leaves(organisation).map((leaf) => [cx.unitIds.get(leaf.extName)!, leaf.city]));
  await seedDemoSamples(db, demo.id, cx.surveyId, answered.picked, (id) => cityOf.get(id) ?? '', {
    seed: (options.seed ?? 1) + 11,
    now,
    templates,
  });
}
