import { describe, expect, it } from 'vitest';
import { alertMail, DIGEST_LISTED, type MailedAlert } from './alert-digest-mail.ts';

const alerts = (n: number): MailedAlert[] =>
  Array.from({ length: n }, (_, i) => ({
    title: `NPS ${i % 7} at Oulu Centre`,
    ruleName: 'NPS 0-6',
    unitTitle: 'Oulu Centre',
    score: `NPS ${i % 7} / 10`,
    description: `NPS: ${i % 7}`,
    comment: i === 0 ? 'The queue was <long> & slow' : null,
    dueAt: new Date('2026-06-16T12:00:00Z'),
    link: `https://opinio.example.com/alert/cx/${i + 1}?a=1&b=2`,
  }));
const listLink = 'https://opinio.example.com/alertlist/cx/stores,all?state=open';
const base = { to: 'a@example.com', name: 'Maija Manager', brand: 'Opinio · Acme', listLink };

describe('alert mail', () => {
  it('one alert is one mail: what happened where and the rule as the subject, a button to it', async () => {
    const mail = await alertMail({ ...base, locale: 'en', alerts: alerts(1) });
    expect(mail.subject).toBe('New alert: NPS 0 at Oulu Centre (NPS 0-6)');
    expect(mail.text).toContain('Hello Maija Manager,');
    expect(mail.text).toContain(
      'NPS 0 at Oulu Centre\nUnit: Oulu Centre\nScore: NPS 0 / 10\nRule: NPS 0-6\nDue: June 16, 2026 at 12:00 PM UTC',
    );
    expect(mail.text).toContain('“The queue was <long> & slow”');
    expect(mail.text).toContain('Open the alert:\nhttps://opinio.example.com/alert/cx/1?a=1&b=2\n');
    // The customer's words are escaped in the HTML; the link is the button's.
    expect(mail.html).toContain('The queue was &lt;long&gt; &amp; slow');
    expect(mail.html).toContain('href="https://opinio.example.com/alert/cx/1?a=1&amp;b=2"');
    expect(mail.html).toContain('Opinio · Acme');
    expect(mail.html).toMatch(/<html lang="en"/);
  });

  it('several alerts are one digest listing each with its link, in the recipient’s language', async () => {
    const fi = await alertMail({ ...base, locale: 'fi', alerts: alerts(3) });
    expect(fi.subject).toBe('3 uutta hälytystä');
    expect(fi.text).toContain('Hei Maija Manager,');
    for (let id = 1; id <= 3; id++)
      expect(fi.text).toContain(`https://opinio.example.com/alert/cx/${id}?a=1&b=2\n`);
    expect(fi.text).toContain('Määräaika: 16. kesäkuuta 2026 klo 12.00 UTC');
    expect(fi.text).not.toContain(listLink);
    const sv = await alertMail({ ...base, name: '', locale: 'sv', alerts: alerts(2) });
    expect(sv.subject).toBe('2 nya larm');
    expect(sv.text.startsWith('Hej,\n')).toBe(true);
  });

  it('a long digest lists the first alerts, says how many more, and links the alert list', async () => {
    const mail = await alertMail({ ...base, locale: 'sv', alerts: alerts(DIGEST_LISTED), total: 1234 });
    expect(mail.subject).toBe('1234 nya larm');
    expect(mail.text.match(/\/alert\/cx\/\d+/g)).toHaveLength(DIGEST_LISTED);
    expect(mail.text).toContain(`…och ${1234 - DIGEST_LISTED} till. Alla öppna larm:\n${listLink}\n`);
    expect(mail.html).toContain(`href="${listLink}"`);
  });
});
