import { describe, expect, it } from 'vitest';
import { alertMail, DIGEST_LISTED } from './alert-digest-mail.ts';

const alerts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: 'NPS 0-6',
    description: `NPS: ${i % 7}`,
    link: `https://opinio.example.com/alert/cx/${i + 1}`,
  }));
const listLink = 'https://opinio.example.com/alertlist/cx/stores,all?state=open';

describe('alert mail', () => {
  it('one alert is one mail: its rule as the subject, the answer and its link', () => {
    const mail = alertMail({ to: 'a@example.com', locale: 'en', alerts: alerts(1), listLink });
    expect(mail.subject).toBe('New alert: NPS 0-6');
    expect(mail.text).toBe('NPS: 0\n\nhttps://opinio.example.com/alert/cx/1');
  });

  it('several alerts are one digest listing each with its link, in the recipient’s language', () => {
    const fi = alertMail({ to: 'a@example.com', locale: 'fi', alerts: alerts(3), listLink });
    expect(fi.subject).toBe('3 uutta hälytystä');
    for (let id = 1; id <= 3; id++) expect(fi.text).toContain(`https://opinio.example.com/alert/cx/${id}\n`);
    expect(fi.text).not.toContain(listLink);
    expect(alertMail({ to: 'a@example.com', locale: 'sv', alerts: alerts(2), listLink }).subject).toBe(
      '2 nya larm',
    );
  });

  it('a long digest lists the first alerts, says how many more, and links the alert list', () => {
    const mail = alertMail({
      to: 'a@example.com',
      locale: 'sv',
      alerts: alerts(DIGEST_LISTED),
      total: 1234,
      listLink,
    });
    expect(mail.subject).toBe('1234 nya larm');
    expect(mail.text.match(/\/alert\/cx\/\d+/g)).toHaveLength(DIGEST_LISTED);
    expect(mail.text).toContain(`…och ${1234 - DIGEST_LISTED} till. Alla öppna larm:\n${listLink}\n`);
  });
});
