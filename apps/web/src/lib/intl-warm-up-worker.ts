/**
 * Sets up the browser's formatting services (numbers, dates, lists, plurals, sorting) for one
 * language, on a thread of its own. Their locale data is loaded once for the whole page, so
 * that the first formatter the app makes on the main thread (a KPI tile's number, a period's
 * dates) finds it ready instead of loading it there (lib/intl-warm-up.ts).
 */
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.5);
  new Intl.NumberFormat(locale, { style: 'percent' }).format(0.5);
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(0);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(['a', 'b']);
  new Intl.PluralRules(locale).select(1);
  new Intl.Collator(locale).compare('a', 'b');
  self.close();
};
