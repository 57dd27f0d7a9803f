import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_SEND_LIMITS } from '#campaigns/templates/test-send-limits.ts';
import { builtInRoleId } from '#users/built-in-roles.ts';
import { DATABASE_KINDS, signIn, universeIdOf } from './harness.ts';
import { templatesFixture } from './templates-fixture.ts';

/**
 * Template test-sends: a mail to the caller's own address with an HTML and a text part, an
 * SMS through the gateway; a letter, a missing address or phone and a refusing gateway
 * answered as such.
 */
describe.each(DATABASE_KINDS)('templates: test-sends (%s)', (kind) => {
  const f = templatesFixture(kind);

  it("test-sends a mail to the caller's own address with an HTML and a text part", async () => {
    const { t, smtp, contacts, call, storedTemplates } = f;
    const template = (await storedTemplates()).find((r) => r.name === 'Invitation by mail')!;
    const response = await call('POST', `/api/vuejs/templates/testsend/cx/${template.id}`, 'admin', {
      locale: 'sv',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'admin@example.com' });
    const mail = await smtp.nextMail();
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('admin@example.com');
    expect(mail.subject).toMatch(/^Hur var ditt besök hos /);
    expect(mail.html).toContain(`Hej ${contacts[0].name},`);
    expect(mail.html).toContain('width="600"');
    expect(mail.html).toContain('Avsluta prenumerationen');
    expect(mail.text).toContain(`Hej ${contacts[0].name},`);
    expect(mail.text).toContain('Avsluta prenumerationen: https://opinio.example.com/unsubscribe/campaign/');

    const letter = (await storedTemplates()).find((r) => r.name === 'Invitation by letter')!;
    const refused = await call('POST', `/api/vuejs/templates/testsend/cx/${letter.id}`, 'admin', {
      locale: 'en',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field).toBe('channel');

    await sql`UPDATE users SET email = NULL WHERE username = 'admin'`.execute(t.database.db);
    const noAddress = await call('POST', `/api/vuejs/templates/testsend/cx/${template.id}`, 'admin', {
      locale: 'en',
    });
    await sql`UPDATE users SET email = 'admin@example.com' WHERE username = 'admin'`.execute(t.database.db);
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().error.code).toBe('no_email');
  });

  it('test-sends an SMS through the gateway; a refusal is a 409 with its reason', async () => {
    const { gateway, contacts, call, storedTemplates } = f;
    const template = (await storedTemplates()).find((r) => r.name === 'Invitation by SMS')!;
    const url = `/api/vuejs/templates/testsend/cx/${template.id}`;
    const sent = await call('POST', url, 'admin', { locale: 'fi', phone: '+358 40 123 4567' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: '+358401234567' });
    expect(gateway.received.at(-1)).toMatchObject({ to: '+358401234567' });
    expect(gateway.received.at(-1)!.text.startsWith(`Hei ${contacts[0].name}, kiitos käynnistäsi`)).toBe(
      true,
    );

    const noPhone = await call('POST', url, 'admin', { locale: 'fi' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.field).toBe('phone');
    const badPhone = await call('POST', url, 'admin', { locale: 'fi', phone: 'call me' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.field).toBe('phone');

    gateway.state.refuse = true;
    const refused = await call('POST', url, 'admin', { locale: 'fi', phone: '+358401234567' });
    gateway.state.refuse = false;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'send_failed',
      params: { detail: expect.stringContaining('500') },
    });
    expect(refused.json().error.message).toContain('500');
    expect(refused.json().error.message).toContain('operator down');
  });

  it('test sends are limited: a few numbers per user (400 on phone), a few sends per user (429)', async () => {
    const { t, gateway, call, cookies, storedTemplates } = f;
    const db = t.database.db;
    // An administrator of its own: the limits are the person's.
    const demo = await universeIdOf(db, 'demo');
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({
        username: 'tester',
        password_hash,
        first_name: 'T',
        last_name: 'S',
        email: 'tester@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({
        universe_id: demo,
        user_id: user.id,
        role_id: await builtInRoleId(db, demo, 'administrator'),
        scope_unit: null,
        whole_organisation: true,
      })
      .execute();
    cookies.tester = await signIn(t.app, 'tester');
    const template = (await storedTemplates()).find((r) => r.name === 'Invitation by SMS')!;
    const url = `/api/vuejs/templates/testsend/cx/${template.id}`;
    const send = (phone: string) => call('POST', url, 'tester', { locale: 'en', phone });
    const before = gateway.received.length;
    const numbers = Array.from({ length: 30 }, (_, i) => `+35840${String(1_000_000 + i)}`);
    const allowed = TEST_SEND_LIMITS.smsNumbers.max;
    for (const number of numbers.slice(0, allowed)) expect((await send(number)).statusCode).toBe(200);
    const another = await send(numbers[allowed]);
    expect(another.statusCode).toBe(400);
    expect(another.json().error.field).toBe('phone');
    expect(another.json().error.message).toContain(`at most ${allowed} numbers`);
    // the numbers already used still take tests, until the sends run out
    const statuses: number[] = [];
    for (let i = allowed + 1; i < numbers.length; i++) statuses.push((await send(numbers[0])).statusCode);
    const sends = TEST_SEND_LIMITS.perUser.max;
    expect(statuses.slice(0, sends - allowed - 1)).toEqual(Array(sends - allowed - 1).fill(200));
    expect(statuses.slice(sends - allowed - 1)).toEqual(Array(numbers.length - sends).fill(429));
    const limited = await send(numbers[0]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('too_many_requests');
    const received = gateway.received.slice(before).map((m) => m.to);
    expect(received).toHaveLength(sends - 1);
    expect(new Set(received)).toEqual(new Set(numbers.slice(0, allowed)));
    // another person is not held by the tester's limits
    expect((await call('POST', url, 'admin', { locale: 'en', phone: numbers[29] })).statusCode).toBe(200);
  });
});
