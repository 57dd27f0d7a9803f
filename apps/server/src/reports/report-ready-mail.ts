import type { TReportLocale } from '@opinio/domain/schemas/reports';
import type { MailMessage } from '#mail/mail-message.ts';

const TEXTS = {
  en: {
    subject: 'Your report is ready: {file}',
    body: 'Hello {name},\n\nthe report you asked for is ready: {file}.\nDownload it here within 7 days:\n\n{link}\n',
  },
  fi: {
    subject: 'Raporttisi on valmis: {file}',
    body: 'Hei {name},\n\npyytämäsi raportti on valmis: {file}.\nLataa se tästä 7 päivän kuluessa:\n\n{link}\n',
  },
  sv: {
    subject: 'Din rapport är klar: {file}',
    body: 'Hej {name},\n\nrapporten du bad om är klar: {file}.\nLadda ner den här inom 7 dagar:\n\n{link}\n',
  },
} as const satisfies Record<TReportLocale, { subject: string; body: string }>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The mail that tells a report's owner it is ready, with the link to its download page. */
export function reportReadyMail(input: {
  to: string;
  name: string;
  locale: TReportLocale;
  fileName: string;
  link: string;
}): MailMessage {
  const t = TEXTS[input.locale];
  const values = { name: input.name, file: input.fileName, link: input.link };
  return { to: input.to, subject: fill(t.subject, values), text: fill(t.body, values) };
}
