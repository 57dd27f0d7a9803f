import type { TLocale } from '@opinio/domain/schemas/locale';
import { renderMail } from '#mail/mail-layout.ts';
import type { MailMessage } from '#mail/mail-message.ts';

/** Alerts listed in one digest; the rest are counted and the alert list is linked. */
export const DIGEST_LISTED = 50;

const TEXTS = {
  en: {
    single: 'New alert: {title} ({rule})',
    subject: '{count} new alerts',
    hello: 'Hello {name},',
    helloAnonymous: 'Hello,',
    intro: 'a customer’s answer opened an alert for you to follow up:',
    digestIntro: '{count} new alerts were opened for you:',
    unit: 'Unit',
    score: 'Score',
    rule: 'Rule',
    answer: 'Answer',
    due: 'Due',
    open: 'Open the alert',
    openList: 'Open the alerts',
    more: '…and {more} more. All open alerts:',
    why: 'You get this mail because alerts of {brand} are assigned to you.',
  },
  fi: {
    single: 'Uusi hälytys: {title} ({rule})',
    subject: '{count} uutta hälytystä',
    hello: 'Hei {name},',
    helloAnonymous: 'Hei,',
    intro: 'asiakkaan vastaus avasi sinulle hälytyksen hoidettavaksi:',
    digestIntro: 'sinulle avattiin {count} uutta hälytystä:',
    unit: 'Yksikkö',
    score: 'Arvio',
    rule: 'Sääntö',
    answer: 'Vastaus',
    due: 'Määräaika',
    open: 'Avaa hälytys',
    openList: 'Avaa hälytykset',
    more: '…ja {more} muuta. Kaikki avoimet hälytykset:',
    why: 'Saat tämän viestin, koska sinulle on osoitettu hälytyksiä: {brand}.',
  },
  sv: {
    single: 'Nytt larm: {title} ({rule})',
    subject: '{count} nya larm',
    hello: 'Hej {name},',
    helloAnonymous: 'Hej,',
    intro: 'en kunds svar öppnade ett larm som du ska följa upp:',
    digestIntro: '{count} nya larm öppnades åt dig:',
    unit: 'Enhet',
    score: 'Betyg',
    rule: 'Regel',
    answer: 'Svar',
    due: 'Förfaller',
    open: 'Öppna larmet',
    openList: 'Öppna larmen',
    more: '…och {more} till. Alla öppna larm:',
    why: 'Du får det här mejlet eftersom larm i {brand} tilldelas dig.',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** One alert as its mail tells it, every text already in the recipient's language. */
export interface MailedAlert {
  /** What happened where: "NPS 3 at Oulu Centre". */
  title: string;
  ruleName: string;
  unitTitle: string;
  /** The answer that opened it with its scale, "NPS 3 / 10"; null for a script's rule. */
  score: string | null;
  /** The rule's description of the answer (a script's reason). */
  description: string;
  /** The customer's own words: the interview's comment. */
  comment: string | null;
  dueAt: Date | null;
  link: string;
}

/** The due date as the reader writes dates, in UTC (the product keeps no time zone). */
function dueText(due: Date, locale: TLocale): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(due)} UTC`;
}

/**
 * The mail that tells an assignee of new alerts: one alert is one mail (subject: what
 * happened where and the rule; the unit, the score with its scale, the customer's words,
 * the due date and a button to the alert); several are one digest listing each with its
 * link, the first DIGEST_LISTED of them, then how many more and the alert list.
 */
export async function alertMail(input: {
  to: string;
  locale: TLocale;
  /** The recipient's name; empty: a greeting without it. */
  name: string;
  /** The product and universe: "Opinio · Acme". */
  brand: string;
  /** The first DIGEST_LISTED alerts (or all). */
  alerts: readonly MailedAlert[];
  /** How many alerts the digest is about (more than listed in a long one). */
  total?: number;
  listLink: string;
}): Promise<MailMessage> {
  const t = TEXTS[input.locale];
  const { alerts, locale } = input;
  const total = input.total ?? alerts.length;
  const greeting = input.name ? fill(t.hello, { name: input.name }) : t.helloAnonymous;
  const footer = [fill(t.why, { brand: input.brand })];
  if (total === 1 && alerts.length === 1) {
    const [alert] = alerts;
    const subject = fill(t.single, { title: alert.title, rule: alert.ruleName });
    const facts = [
      { label: t.unit, value: alert.unitTitle },
      alert.score === null
        ? { label: t.answer, value: alert.description }
        : { label: t.score, value: alert.score },
      { label: t.rule, value: alert.ruleName },
      ...(alert.dueAt ? [{ label: t.due, value: dueText(alert.dueAt, locale) }] : []),
    ];
    const body = await renderMail(
      {
        locale,
        brand: input.brand,
        preview: alert.comment ?? alert.description,
        greeting,
        paragraphs: [t.intro],
        heading: alert.title,
        facts,
        quote: alert.comment,
        button: { label: t.open, href: alert.link },
        footer,
      },
      subject,
    );
    return { to: input.to, subject, ...body };
  }
  const listed = alerts.slice(0, DIGEST_LISTED);
  const more = total - listed.length;
  const subject = fill(t.subject, { count: total });
  const items = listed.map((a) => ({
    heading: `${a.title} (${a.ruleName})`,
    lines: [
      a.score ?? a.description,
      ...(a.comment === null ? [] : [`“${a.comment}”`]),
      ...(a.dueAt ? [`${t.due}: ${dueText(a.dueAt, locale)}`] : []),
    ],
    link: a.link,
  }));
  const body = await renderMail(
    {
      locale,
      brand: input.brand,
      greeting,
      paragraphs: [fill(t.digestIntro, { count: total })],
      items,
      ...(more > 0
        ? { lead: fill(t.more, { more }), button: { label: t.openList, href: input.listLink } }
        : {}),
      footer,
    },
    subject,
  );
  return { to: input.to, subject, ...body };
}
