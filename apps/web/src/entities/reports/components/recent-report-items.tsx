import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { REPORT_KEEP_DAYS } from '@opinio/domain/report-kinds';
import { pathFor } from '@opinio/domain/routes';
import type { TReportListItem } from '@opinio/domain/schemas/reports';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@/lib/number-format.ts';
import { useRecentReports } from '../api/get-reports.ts';
import { useReportTexts } from '../lib/use-report-texts.ts';
import { INFO_ITEM_SX } from './download-state-item.tsx';

/** The menu lists this many; the dialog all of them. */
const MENU_LIMIT = 5;

/** The date in words of the user's language ("Nov 24, 2026, 10:15 AM", "24.11.2026 klo 10.15"). */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A recent report in two lines: its kind and unit; its state with when it was started, and
 * the filters it was asked with, in words.
 */
export function useRecentReportLine() {
  const { t, i18n } = useTranslation();
  const texts = useReportTexts();
  return (report: TReportListItem) => ({
    primary: [texts.kind(report.kind), report.unit ?? t('report.unitGone')].join(' · '),
    secondary: [
      texts.status(report),
      formatDate(report.createdAt, i18n.language, DATE_TIME),
      report.filters.length > 0 ? report.filters.join('; ') : t('report.noFilters'),
    ].join(' · '),
  });
}

interface RecentReportItemsProps {
  survey: string;
  /** The menu is open: the list is asked for then. */
  open: boolean;
  onNavigate: () => void;
  onShowAll: () => void;
}

/** The user's newest reports of the survey, each a link to its download screen. */
export function RecentReportItems({ survey, open, onNavigate, onShowAll }: RecentReportItemsProps) {
  const { t } = useTranslation();
  const line = useRecentReportLine();
  const query = useRecentReports(survey, open);
  if (query.isPending) {
    return (
      <MenuItem disabled sx={INFO_ITEM_SX}>
        {t('state.loading')}
      </MenuItem>
    );
  }
  if (query.isError || query.data.length === 0) {
    return (
      <MenuItem disabled sx={INFO_ITEM_SX} data-testid="report-recent-empty">
        {query.isError ? t('report.recentFailed') : t('report.recentEmpty', { days: REPORT_KEEP_DAYS })}
      </MenuItem>
    );
  }
  return (
    <>
      {query.data.slice(0, MENU_LIMIT).map((report) => {
        const { primary, secondary } = line(report);
        return (
          <MenuItem
            key={report.reportUUID}
            component={RouterLink}
            to={pathFor('reportdownload', { surveyExtName: survey, reportUUID: report.reportUUID })}
            onClick={onNavigate}
            sx={{ whiteSpace: 'normal' }}
            data-testid="report-recent"
          >
            <ListItemText primary={primary} secondary={secondary} />
          </MenuItem>
        );
      })}
      {query.data.length > MENU_LIMIT && (
        <MenuItem onClick={onShowAll} data-testid="report-recent-all">
          {t('report.showAll', { count: query.data.length })}
        </MenuItem>
      )}
    </>
  );
}
