import type { TChange } from '@opinio/domain/schemas/changes';
import type { TReportLocale } from '@opinio/domain/schemas/reports';

/** The panel's sentence of a change (web changes texts), for mails: in the reader's language. */
const TEXTS = {
  en: {
    fell: '{unit}: {indicator} fell from {from} to {to}: the last {window} days against the year before',
    rose: '{unit}: {indicator} rose from {from} to {to}: the last {window} days against the year before',
    detail: '{n} answers, 95% interval of the change {low} to {high}',
  },
  fi: {
    fell: '{unit}: {indicator} laski {from} → {to}: viimeiset {window} päivää verrattuna edeltävään vuoteen',
    rose: '{unit}: {indicator} nousi {from} → {to}: viimeiset {window} päivää verrattuna edeltävään vuoteen',
    detail: '{n} vastausta, muutoksen 95 %:n luottamusväli {low}…{high}',
  },
  sv: {
    fell: '{unit}: {indicator} sjönk från {from} till {to}: de senaste {window} dagarna mot året före',
    rose: '{unit}: {indicator} steg från {from} till {to}: de senaste {window} dagarna mot året före',
    detail: '{n} svar, 95 % konfidensintervall för förändringen {low} till {high}',
  },
} as const satisfies Record<TReportLocale, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/**
 * A change as one line of a mail: the unit, which way its indicator went from what to what,
 * over which window against which past (the year before), with the answers and the interval, the numbers as the locale writes
 * them (a mean shown with no decimals gets one, as in the panel).
 */
export function changeLine(change: TChange, locale: TReportLocale): string {
  const t = TEXTS[locale];
  const { indicator } = change;
  const decimals = indicator.kind === 'mean' ? Math.max(indicator.decimals, 1) : indicator.decimals;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const signed = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'exceptZero',
  });
  const values = {
    unit: change.unit.title,
    indicator: indicator.title,
    from: number.format(change.historyValue),
    to: number.format(change.recentValue),
    window: String(change.window),
    n: new Intl.NumberFormat(locale).format(change.recentN),
    low: signed.format(change.ciLow),
    high: signed.format(change.ciHigh),
  };
  return `${fill(change.direction === 'down' ? t.fell : t.rose, values)} (${fill(t.detail, values)}).`;
}
