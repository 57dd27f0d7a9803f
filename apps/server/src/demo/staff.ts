import type { BuiltInRole } from '@opinio/domain/permissions';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { Random } from '#lib/random.ts';
import { builtInRoleId } from '#users/built-in-roles.ts';
import type { DemoUnit } from './organisation.ts';

const FIRST_NAMES = [
  'Aada',
  'Aleksi',
  'Anni',
  'Antti',
  'Eetu',
  'Elina',
  'Emilia',
  'Henna',
  'Iida',
  'Ilkka',
  'Jani',
  'Johanna',
  'Juha',
  'Kaisa',
  'Kalle',
  'Laura',
  'Lauri',
  'Maija',
  'Markku',
  'Matti',
  'Minna',
  'Niko',
  'Noora',
  'Oskari',
  'Outi',
  'Paula',
  'Pekka',
  'Petra',
  'Riikka',
  'Sami',
  'Satu',
  'Teemu',
  'Tiina',
  'Tuomas',
  'Ville',
  'Linnea',
  'Erik',
  'Elsa',
  'Oscar',
  'Saga',
];
const LAST_NAMES = [
  'Aalto',
  'Heikkinen',
  'Hämäläinen',
  'Järvinen',
  'Karjalainen',
  'Koskinen',
  'Laine',
  'Lehtonen',
  'Mäkelä',
  'Mäkinen',
  'Nieminen',
  'Niemi',
  'Ojala',
  'Rantanen',
  'Salminen',
  'Salo',
  'Virtanen',
  'Lindqvist',
  'Berg',
  'Holm',
  'Nyström',
  'Korhonen',
  'Heinonen',
  'Kinnunen',
  'Leppänen',
];

const ascii = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replaceAll(/[^a-z]/g, '');

/**
 * The demo chain's staff beside the five sign-in users: a manager for every store and
 * region, analysts, people invited who have not signed in yet and a few who left
 * (disabled), so that the user list looks like a real programme's.
 */
export async function seedStaff(
  db: Kysely<DB>,
  input: { universeId: number; organisation: DemoUnit; passwordHash: string; random: Random; now: Date },
): Promise<void> {
  const { universeId, random, now } = input;
  const roles = new Map<BuiltInRole, number>();
  for (const key of ['store_manager', 'regional_manager', 'analyst'] as const) {
    roles.set(key, await builtInRoleId(db, universeId, key));
  }
  const taken = new Set<string>();
  const people: Array<{ role: BuiltInRole; scope: string | null; state: 'active' | 'invited' | 'disabled' }> =
    [];
  for (const region of input.organisation.children) {
    people.push({ role: 'regional_manager', scope: region.extName, state: 'active' });
    for (const district of region.children) {
      for (const store of district.children)
        people.push({ role: 'store_manager', scope: store.extName, state: 'active' });
    }
  }
  for (let i = 0; i < 6; i += 1) people.push({ role: 'analyst', scope: null, state: 'active' });
  // a few stores changed hands: the old manager is disabled, the new one invited
  for (const store of ['s017', 's058', 's121', 's164']) {
    people.push({ role: 'store_manager', scope: store, state: 'disabled' });
    people.push({ role: 'store_manager', scope: store, state: 'invited' });
  }

  const day = 86_400_000;
  for (const person of people) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    let username = `${ascii(first)}.${ascii(last)}`;
    for (let n = 2; taken.has(username); n += 1) username = `${ascii(first)}.${ascii(last)}${n}`;
    taken.add(username);
    const createdAt = new Date(now.getTime() - random.int(30, 700) * day);
    const signedIn =
      person.state === 'invited' || random.next() < 0.06
        ? null
        : new Date(now.getTime() - Math.floor(random.next() ** 3 * 200 * day) - random.int(0, day));
    const user = await db
      .insertInto('users')
      .values({
        username,
        email: `${username}@nordic-retail.example`,
        first_name: first,
        last_name: last,
        password_hash: person.state === 'invited' ? null : input.passwordHash,
        locale: random.pick(['fi', 'fi', 'fi', 'sv', 'en']),
        created_at: createdAt,
        last_sign_in_at: signedIn,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({
        universe_id: universeId,
        user_id: user.id,
        role_id: roles.get(person.role)!,
        scope_unit: person.scope,
        whole_organisation: person.scope === null,
        created_at: createdAt,
        disabled_at: person.state === 'disabled' ? new Date(now.getTime() - random.int(1, 60) * day) : null,
      })
      .execute();
    if (person.state === 'invited') {
      await db
        .insertInto('password_resets')
        .values({
          // never a usable token: the demo's invitations were "sent" before it started
          token_hash: `demo-invitation-${user.id}`,
          user_id: user.id,
          purpose: 'invitation',
          created_at: new Date(now.getTime() - 2 * day),
          expires_at: new Date(now.getTime() + 5 * day),
        })
        .execute();
    }
  }
}
