import { sql } from './database.ts';

/** The demo universe's survey cx: every query below is limited to it. */
const DEMO_CX = `JOIN surveys sv ON sv.id = v.survey_id JOIN universes u ON u.id = sv.universe_id
  WHERE u.name = 'demo' AND sv.ext_name = 'cx' AND v.ext_name = 'org'`;

/** The drill path of a unit of cx's organisation view, e.g. `org,all,north,oulu,s001`. */
export async function drillPathOf(unitExtName: string): Promise<string> {
  const rows = await sql<{ ext_name: string }>(
    `WITH RECURSIVE up AS (
       SELECT un.id, un.parent_id, un.ext_name, 0 AS depth FROM units un JOIN views v ON v.id = un.view_id
       ${DEMO_CX} AND un.ext_name = $1
       UNION ALL
       SELECT p.id, p.parent_id, p.ext_name, up.depth + 1 FROM units p JOIN up ON p.id = up.parent_id)
     SELECT ext_name FROM up ORDER BY depth DESC`,
    [unitExtName],
  );
  if (rows.length === 0) throw new Error(`No unit ${unitExtName} in the demo's survey cx`);
  return ['org', ...rows.map((row) => row.ext_name)].join(',');
}

/**
 * New contacts of the unit in the demo's "Loyalty members" sample, with an e-mail address
 * and no invitation yet: the demo seeds no store with contacts a mail could reach (they
 * answered, bounced, unsubscribed or have no address), and a reminder needs two or more.
 */
export async function addMailContacts(
  unitExtName: string,
  people: Array<{ name: string; email: string }>,
): Promise<void> {
  await sql(
    `INSERT INTO contacts (universe_id, sample_id, unit_id, email, name, address, state, locale)
     SELECT s.universe_id, s.id, un.id, p.email, p.name,
            jsonb_build_object('street', 'Kauppakatu 1', 'postalCode', '90100', 'city', 'Oulu'), 'pending', 'en'
       FROM units un JOIN views v ON v.id = un.view_id
       JOIN samples s ON s.survey_id = v.survey_id AND s.name = 'Loyalty members'
       CROSS JOIN unnest($2::text[], $3::text[]) AS p(name, email)
       ${DEMO_CX} AND un.ext_name = $1`,
    [unitExtName, people.map((p) => p.name), people.map((p) => p.email)],
  );
}

/** The e-mail addresses of the unit's contacts. */
export async function contactEmails(unitExtName: string): Promise<Set<string>> {
  const rows = await sql<{ email: string }>(
    `SELECT c.email FROM contacts c JOIN units un ON un.id = c.unit_id JOIN views v ON v.id = un.view_id
     ${DEMO_CX} AND un.ext_name = $1 AND c.email IS NOT NULL`,
    [unitExtName],
  );
  return new Set(rows.map((row) => row.email));
}

/** The unit's contacts' phone numbers as operators take them (digits and a leading plus). */
export async function contactPhones(unitExtName: string): Promise<Set<string>> {
  const rows = await sql<{ phone: string }>(
    `SELECT regexp_replace(c.phone, '[\\s().-]', '', 'g') AS phone
       FROM contacts c JOIN units un ON un.id = c.unit_id JOIN views v ON v.id = un.view_id
     ${DEMO_CX} AND un.ext_name = $1 AND c.phone IS NOT NULL`,
    [unitExtName],
  );
  return new Set(rows.map((row) => row.phone));
}

/** The interview a contact's answers became, once they did. */
export async function interviewOfContact(email: string): Promise<number | null> {
  const [row] = await sql<{ interview_id: string | null }>(
    'SELECT interview_id FROM contacts WHERE email = $1',
    [email],
  );
  return row?.interview_id ? Number(row.interview_id) : null;
}

/** The ids of a campaign's messages (an SMS carries its message's id as its reference). */
export async function messageIds(campaignId: number): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    'SELECT id::text AS id FROM campaign_messages WHERE campaign_id = $1 ORDER BY id',
    [campaignId],
  );
  return rows.map((row) => row.id);
}
