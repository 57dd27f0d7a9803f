import { changeBasis } from '@opinio/domain/comparison-basis';
import { isoDayFormat } from '@opinio/domain/partial-periods';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TChange } from '@opinio/domain/schemas/changes';
import type { TReportLocale } from '@opinio/domain/schemas/reports';
import { changeLine } from '#changes/change-text.ts';
import { renderMail } from '#mail/mail-layout.ts';
import type { MailMessage } from '#mail/mail-message.ts';

const TEXTS = {
  en: {
    subject: '{survey}: {node}, benchmark report {date}',
    hello: 'Hello {name},',
    intro:
      'here is the benchmark report of {node} ({survey}), as you may see it. The headline numbers, {period}:',
    allAnswers: 'all answers',
    noAnswers: 'no answers in the period',
    answers: 'answers',
    change: '{change} vs the {days} days before',
    changeOneDay: '{change} vs the day before',
    withinMargin: 'within the margin of error',
    tooFewBefore: 'too few answers in the {days} days before to compare',
    attached: 'The whole report is attached as a PDF.',
    changes:
      "What changed beyond chance here and below (each unit's last 7 or 28 days against its own year before, not the period above):",
    moreChanges: '… and {count} more on the overview.',
    why: 'You get this mail because of a {frequency} report subscription.',
    stop: 'To stop receiving it: {link}',
    daily: 'daily',
    weekly: 'weekly',
    monthly: 'monthly',
  },
  fi: {
    subject: '{survey}: {node}, vertailuraportti {date}',
    hello: 'Hei {name},',
    intro:
      'tässä on vertailuraportti: {node} ({survey}), sellaisena kuin sinä sen näet. Tärkeimmät luvut, {period}:',
    allAnswers: 'kaikki vastaukset',
    noAnswers: 'ei vastauksia jaksolla',
    answers: 'vastausta',
    change: '{change} edeltäviin {days} päivään verrattuna',
    changeOneDay: '{change} edelliseen päivään verrattuna',
    withinMargin: 'virhemarginaalin sisällä',
    tooFewBefore: 'edeltävinä {days} päivänä liian vähän vastauksia vertailuun',
    attached: 'Koko raportti on liitteenä PDF-tiedostona.',
    changes:
      'Mikä muuttui sattumaa enemmän täällä ja alemmilla tasoilla (kunkin yksikön viimeiset 7 tai 28 päivää verrattuna sen omaan edeltävään vuoteen, ei yllä olevaa jaksoa):',
    moreChanges: '… ja {count} muuta yleiskatsauksessa.',
    why: 'Saat tämän viestin, koska olet tilannut raportin ({frequency}).',
    stop: 'Tilauksen voi lopettaa tästä: {link}',
    daily: 'päivittäin',
    weekly: 'viikoittain',
    monthly: 'kuukausittain',
  },
  sv: {
    subject: '{survey}: {node}, jämförelserapport {date}',
    hello: 'Hej {name},',
    intro:
      'här är jämförelserapporten för {node} ({survey}), så som du kan se den. Huvudsiffrorna, {period}:',
    allAnswers: 'alla svar',
    noAnswers: 'inga svar under perioden',
    answers: 'svar',
    change: '{change} jämfört med de {days} dagarna före',
    changeOneDay: '{change} jämfört med dagen före',
    withinMargin: 'inom felmarginalen',
    tooFewBefore: 'för få svar de {days} dagarna före för att jämföra',
    attached: 'Hela rapporten finns som bifogad PDF.',
    changes:
      'Det som ändrats mer än slumpen förklarar här och nedanför (varje enhets senaste 7 eller 28 dagar mot dess eget år före, inte perioden ovan):',
    moreChanges: '… och {count} till på översikten.',
    why: 'Du får det här mejlet eftersom du prenumererar på rapporten ({frequency}).',
    stop: 'Avsluta prenumerationen här: {link}',
    daily: 'dagligen',
    weekly: 'varje vecka',
    monthly: 'varje månad',
  },
} as const satisfies Record<TReportLocale, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

export interface SubscriptionMailInput {
  to: string;
  name: string;
  locale: TReportLocale;
  surveyTitle: string;
  nodeTitle: string;
  frequency: 'daily' | 'weekly' | 'monthly';
  date: string;
  kpis: TKpiResponse;
  /** The open changes of the node and below within the recipient's scope, the strongest first. */
  changes: readonly TChange[];
  decimals: Record<string, number>;
  pdf: { fileName: string; content: Buffer };
  /** The page that asks before it unsubscribes (mail scanners follow links). */
  unsubscribePage: string;
  /** The one-click address (RFC 8058) mail programs POST to. */
  unsubscribeOneClick: string;
  /** The product and universe: "Opinio · Acme". */
  brand: string;
}

/** Changes written into a mail: the strongest; the overview lists them all. */
const MAILED_CHANGES = 3;

/** The report's period as the mail names it: its first and last day, or every answer without a time filter. */
function periodText(kpis: TKpiResponse, locale: TReportLocale): string {
  if (!kpis.period) return TEXTS[locale].allAnswers;
  const day = isoDayFormat(locale);
  const last = new Date(Date.parse(`${kpis.period.to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return `${day(kpis.period.from)} – ${day(last)}`;
}

/**
 * The mail of one subscription run to one recipient: a short summary (the headline numbers
 * of the report's period as facts, each change with the days it is measured against, then
 * the strongest changes of the node and below with their own windows), the PDF attached, and
 * the page that stops the subscription. The two kinds of change name their periods, as on
 * the overview, so that a fall in one and a rise in the other do not read as a contradiction.
 */
export async function subscriptionMail(input: SubscriptionMailInput): Promise<MailMessage> {
  const t = TEXTS[input.locale];
  const numbers = new Intl.NumberFormat(input.locale, { maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(input.locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const facts = input.kpis.tiles.map((tile) => {
    if (tile.value === null) return { label: tile.title, value: t.noAnswers };
    const decimals = input.decimals[tile.indicator] ?? 0;
    const value = Number(tile.value.toFixed(decimals));
    const basis = changeBasis(tile, input.kpis.previousPeriod);
    const days = 'days' in basis ? numbers.format(basis.days) : '';
    // as the tile says it: a change within the margin of error is said to be one
    const margin = tile.changeSignificant ? '' : `, ${t.withinMargin}`;
    const change =
      basis.kind === 'change' && tile.change !== null
        ? ` (${fill(basis.days === 1 ? t.changeOneDay : t.change, {
            change: signed.format(Number(tile.change.toFixed(decimals))),
            days,
          })}${margin})`
        : '';
    const tooFew = basis.kind === 'tooFewBefore' ? `; ${fill(t.tooFewBefore, { days })}` : '';
    return {
      label: tile.title,
      value: `${numbers.format(value)}${change}, ${numbers.format(tile.count)} ${t.answers}${tooFew}`,
    };
  });
  const values = {
    survey: input.surveyTitle,
    node: input.nodeTitle,
    date: input.date,
    name: input.name,
    frequency: t[input.frequency],
    link: input.unsubscribePage,
    period: periodText(input.kpis, input.locale),
  };
  const changeLines =
    input.changes.length === 0
      ? []
      : [
          t.changes,
          ...input.changes.slice(0, MAILED_CHANGES).map((change) => changeLine(change, input.locale)),
          ...(input.changes.length > MAILED_CHANGES
            ? [fill(t.moreChanges, { count: String(input.changes.length - MAILED_CHANGES) })]
            : []),
        ];
  const subject = fill(t.subject, values);
  const body = await renderMail(
    {
      locale: input.locale,
      brand: input.brand,
      greeting: fill(t.hello, values),
      paragraphs: [fill(t.intro, values)],
      facts,
      after: [...changeLines, t.attached],
      footer: [fill(t.why, values), fill(t.stop, values)],
    },
    subject,
  );
  return {
    to: input.to,
    subject,
    ...body,
    attachments: [
      { filename: input.pdf.fileName, content: input.pdf.content, contentType: 'application/pdf' },
    ],
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeOneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
