import type { TReportLocale } from '@opinio/domain/schemas/reports';
import { renderMail } from '#mail/mail-layout.ts';
import type { MailMessage } from '#mail/mail-message.ts';

const TEXTS = {
  en: {
    subject: 'Your report is ready: {file}',
    hello: 'Hello {name},',
    helloAnonymous: 'Hello,',
    body: 'the report you asked for is ready: {file}. Download it within 7 days.',
    button: 'Download the report',
  },
  fi: {
    subject: 'Raporttisi on valmis: {file}',
    hello: 'Hei {name},',
    helloAnonymous: 'Hei,',
    body: 'pyytämäsi raportti on valmis: {file}. Lataa se 7 päivän kuluessa.',
    button: 'Lataa raportti',
  },
  sv: {
    subject: 'Din rapport är klar: {file}',
    hello: 'Hej {name},',
    helloAnonymous: 'Hej,',
    body: 'rapporten du bad om är klar: {file}. Ladda ner den inom 7 dagar.',
    button: 'Ladda ner rapporten',
  },
} as const satisfies Record<TReportLocale, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The mail that tells a report's owner it is ready, with a button to its download page. */
export async function reportReadyMail(input: {
  to: string;
  name: string;
  locale: TReportLocale;
  /** The product and universe: "Opinio · Acme". */
  brand: string;
  fileName: string;
  link: string;
}): Promise<MailMessage> {
  const t = TEXTS[input.locale];
  const values = { name: input.name, file: input.fileName };
  const subject = fill(t.subject, values);
  const body = await renderMail(
    {
      locale: input.locale,
      brand: input.brand,
      greeting: input.name ? fill(t.hello, values) : t.helloAnonymous,
      paragraphs: [fill(t.body, values)],
      button: { label: t.button, href: input.link },
    },
    subject,
  );
  return { to: input.to, subject, ...body };
}
