import type { TLocale } from '@opinio/domain/schemas/locale';
import type { MailMessage } from '#mail/mail-message.ts';

/** Alerts listed in one digest; the rest are counted and the alert list is linked. */
export const DIGEST_LISTED = 50;

const TEXTS = {
  en: {
    single: 'New alert: {title}',
    subject: '{count} new alerts',
    intro: 'Hello,\n\n{count} new alerts were opened for you:',
    more: '…and {more} more. All open alerts:',
  },
  fi: {
    single: 'Uusi hälytys: {title}',
    subject: '{count} uutta hälytystä',
    intro: 'Hei,\n\nsinulle avattiin {count} uutta hälytystä:',
    more: '…ja {more} muuta. Kaikki avoimet hälytykset:',
  },
  sv: {
    single: 'Nytt larm: {title}',
    subject: '{count} nya larm',
    intro: 'Hej,\n\n{count} nya larm öppnades åt dig:',
    more: '…och {more} till. Alla öppna larm:',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export interface DigestAlert {
  /** The rule's name and what the customer answered, already in the recipient's language. */
  title: string;
  description: string;
  link: string;
}

/**
 * The mail that tells an assignee of new alerts: one alert is one mail (its rule as the
 * subject, the answer and its link); several are one digest listing each with its link,
 * the first DIGEST_LISTED of them, then how many more and the alert list.
 */
export function alertMail(input: {
  to: string;
  locale: TLocale;
  /** The first DIGEST_LISTED alerts (or all). */
  alerts: readonly DigestAlert[];
  /** How many alerts the digest is about (more than listed in a long one). */
  total?: number;
  listLink: string;
}): MailMessage {
  const t = TEXTS[input.locale];
  const { alerts } = input;
  const total = input.total ?? alerts.length;
  if (total === 1 && alerts.length === 1) {
    const [alert] = alerts;
    return {
      to: input.to,
      subject: fill(t.single, { title: alert.title }),
      text: `${alert.description}\n\n${alert.link}`,
    };
  }
  const listed = alerts.slice(0, DIGEST_LISTED).map((a) => `- ${a.title}: ${a.description}\n  ${a.link}`);
  const more = total - listed.length;
  const lines = [fill(t.intro, { count: total }), '', ...listed];
  if (more > 0) lines.push('', fill(t.more, { more }), input.listLink);
  return { to: input.to, subject: fill(t.subject, { count: total }), text: `${lines.join('\n')}\n` };
}
