import { PassThrough, type Readable } from 'node:stream';
import type { TLocale } from '@opinio/domain/schemas/locale';
import ExcelJS from 'exceljs';
import type { Scope } from '#access/scope.ts';
import { campaignInScope } from '#campaigns/details/campaign-details.ts';
import { type MessageRow, messagePage } from '#campaigns/details/campaign-stats-repository.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

const PAGE = 1000;
const DATE_TIME = 'yyyy-mm-dd hh:mm';

const COLUMNS = [
  'contact',
  'address',
  'unit',
  'state',
  'sent',
  'opened',
  'clicked',
  'answered',
  'error',
] as const;
type Column = (typeof COLUMNS)[number];

const HEADERS: Record<TLocale, Record<Column, string>> = {
  en: {
    contact: 'Contact',
    address: 'Address',
    unit: 'Unit',
    state: 'State',
    sent: 'Sent',
    opened: 'Opened',
    clicked: 'Clicked',
    answered: 'Answered',
    error: 'Reason of failure',
  },
  fi: {
    contact: 'Yhteystieto',
    address: 'Osoite',
    unit: 'Yksikkö',
    state: 'Tila',
    sent: 'Lähetetty',
    opened: 'Avattu',
    clicked: 'Klikattu',
    answered: 'Vastattu',
    error: 'Epäonnistumisen syy',
  },
  sv: {
    contact: 'Kontakt',
    address: 'Adress',
    unit: 'Enhet',
    state: 'Status',
    sent: 'Skickat',
    opened: 'Öppnat',
    clicked: 'Klickat',
    answered: 'Besvarat',
    error: 'Orsak till misslyckande',
  },
};

const STATES: Record<TLocale, Record<MessageRow['state'], string>> = {
  en: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed', unsub: 'Unsubscribed' },
  fi: { pending: 'Odottaa', delivered: 'Toimitettu', failed: 'Epäonnistui', unsub: 'Peruttu tilaus' },
  sv: { pending: 'Väntar', delivered: 'Levererat', failed: 'Misslyckades', unsub: 'Avregistrerad' },
};

const at = (d: Date | string | null) => (d === null ? null : new Date(d));

/**
 * A campaign's messages in the caller's scope as an Excel workbook, one row per message,
 * written as a stream page by page. 404 for a campaign with no message in the scope.
 */
export async function campaignWorkbook(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  scope: Scope,
  campaignId: number,
  locale: TLocale,
): Promise<{ fileName: string; stream: Readable }> {
  const { campaign, unitIds } = await campaignInScope(services, survey, scope, campaignId);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Opinio';
  const sheet = workbook.addWorksheet(
    campaign.name.replaceAll(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Campaign',
  );
  sheet.columns = COLUMNS.map((key) => ({
    key,
    header: HEADERS[locale][key],
    width: key === 'address' || key === 'error' ? 40 : key === 'contact' || key === 'unit' ? 28 : 18,
    ...(['sent', 'opened', 'clicked', 'answered'].includes(key) ? { style: { numFmt: DATE_TIME } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for (let afterId = 0; ; ) {
      const rows = await messagePage(services.database.db, survey, unitIds, campaignId, afterId, PAGE);
      for (const m of rows) {
        sheet
          .addRow({
            contact: m.name,
            address: m.address ?? '',
            unit: survey.organisation.unitsById.get(m.unit_id)?.title ?? '',
            state: STATES[locale][m.state],
            sent: at(m.sent_at),
            opened: at(m.opened_at),
            clicked: at(m.clicked_at),
            answered: at(m.answered_at),
            error: m.error ?? '',
          })
          .commit();
      }
      if (rows.length < PAGE) break;
      afterId = rows[rows.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return { fileName: `${campaign.name}.xlsx`, stream: out };
}
