import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The product's name, at the top of every mail to a person. */
export const PRODUCT_NAME = 'Opinio';

/** The product and the universe a mail is about: "Opinio · Acme". */
export const mailBrand = (universeTitle: string | null | undefined) =>
  universeTitle ? `${PRODUCT_NAME} · ${universeTitle}` : PRODUCT_NAME;

/** The brand of a universe's mails, its title read from the database. */
export async function universeMailBrand(db: Kysely<DB>, universeId: number): Promise<string> {
  const row = await db
    .selectFrom('universes')
    .select('title')
    .where('id', '=', universeId)
    .executeTakeFirst();
  return mailBrand(row?.title);
}
