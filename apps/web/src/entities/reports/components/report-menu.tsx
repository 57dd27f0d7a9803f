import '@/components/visually-hidden.css';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { REPORT_FORMAT, reportEnabled, type TReportKind } from '@opinio/domain/report-kinds';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnOpen } from '@/components/lazy-on-open.tsx';
import { PathIcon, SmallButton } from '@/components/plain-controls.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { saveReadyReport, startReport, useReportDownload } from '../lib/report-download.ts';
import { startRefusal } from '../lib/report-download-state.ts';
import type { ReportRequest } from '../lib/report-request.ts';
import { useReportTexts } from '../lib/use-report-texts.ts';
import { DownloadStateItem } from './download-state-item.tsx';
import { RecentReportItems } from './recent-report-items.tsx';
import { SubscriptionItems } from './subscription-items.tsx';

// The dialogs (forms, tables) load when first opened: a dashboard does not wait for them.
const RecentReportsDialog = lazyOnOpen(
  async () => (await import('./recent-reports-dialog.tsx')).RecentReportsDialog,
);
const SubscriptionsDialog = lazyOnOpen(
  async () => (await import('./subscriptions-dialog.tsx')).SubscriptionsDialog,
);
const SubscribeDialog = lazy(async () => ({
  default: (await import('./subscribe-dialog.tsx')).SubscribeDialog,
}));

interface ReportMenuProps {
  survey: TSurvey;
  /** The filtered drill node the screen's own queries use: every report starts on it. */
  drillPathFiltered: string;
  /** The reports the screen offers, in order; kinds the survey does not enable are left out. */
  offers: readonly ReportRequest[];
  /** Kinds that cannot start now (e.g. the ranking before it has loaded): shown disabled. */
  unavailable?: readonly TReportKind[];
}

/**
 * "Reports": starts the reports a screen offers (for users holding reports.run), follows the
 * one being made (queued, running, ready to download) and lists the user's recent reports.
 * Where the survey enables the PDF benchmark report it also leads to the subscriptions, and
 * on a screen offering that report to subscribing to it.
 */
export function ReportMenu({ survey, drillPathFiltered, offers, unavailable = [] }: ReportMenuProps) {
  const { t } = useTranslation();
  const texts = useReportTexts();
  const permissions = useIdentity().data?.permissions ?? [];
  const mayRun = permissions.includes('reports.run');
  const download = useReportDownload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'recent' | 'subscribe' | 'subscriptions' | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const stateId = useId();
  const reasonId = useId();
  const enabled = offers.filter((offer) => reportEnabled(survey.reportFlags, offer.kind));
  if (!mayRun || enabled.length === 0) return null;

  const open = anchor !== null;
  const close = () => setAnchor(null);
  const openDialog = (name: NonNullable<typeof dialog>) => {
    close();
    setDialog(name);
  };
  const closeDialog = () => setDialog(null);
  const busy = download.phase === 'downloadQueued';
  const ready = download.phase === 'downloadReady';
  // what the button says beside its name, and why nothing new can start
  let stateText = '';
  let reason: string | null = null;
  if (download.phase === 'downloadQueued') {
    stateText = `${texts.kind(download.kind)}: ${texts.making(download)}`;
    reason = t('report.refusal.queued', { kind: texts.kind(download.kind) });
  } else if (download.phase === 'downloadReady') {
    stateText = t('report.downloadFile', { file: download.fileName });
    reason = t('report.refusal.ready', { file: download.fileName });
  }

  return (
    <>
      <SmallButton
        id={buttonId}
        variant={ready ? 'contained' : 'outlined'}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-describedby={stateText ? stateId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          busy ? (
            <CircularProgress size={16} color="inherit" aria-hidden />
          ) : (
            <PathIcon name={ready ? 'fileDownload' : 'description'} />
          )
        }
        endIcon={<PathIcon name="arrowDropDown" />}
        testId="report-menu"
        data-state={download.phase}
      >
        {t('report.menu')}
      </SmallButton>
      <span id={stateId} className="visually-hidden">
        {stateText}
      </span>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId, disabledItemsFocusable: true, dense: true },
          paper: { sx: { width: 380, maxWidth: 'calc(100vw - 32px)' } },
        }}
      >
        <DownloadStateItem
          download={download}
          onDownload={() => {
            close();
            void saveReadyReport();
          }}
        />
        {download.phase !== 'none' && <Divider />}
        <ListSubheader disableSticky>{t('report.new')}</ListSubheader>
        {reason && (
          <ListSubheader
            disableSticky
            id={reasonId}
            sx={{ typography: 'body2', lineHeight: 1.4, pb: 1, color: 'text.secondary' }}
          >
            {reason}
          </ListSubheader>
        )}
        {enabled.map((offer) => (
          <MenuItem
            key={offer.kind}
            disabled={startRefusal(download) !== null || unavailable.includes(offer.kind)}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => {
              close();
              void startReport({ surveyExtName: survey.extName, drillPathFiltered }, offer);
            }}
            sx={{ whiteSpace: 'normal' }}
            data-testid={`report-start-${offer.kind}`}
          >
            <ListItemIcon>
              {REPORT_FORMAT[offer.kind] === 'pdf' ? (
                <PictureAsPdfOutlinedIcon fontSize="small" />
              ) : (
                <GridOnOutlinedIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText>{texts.kind(offer.kind)}</ListItemText>
          </MenuItem>
        ))}
        {reportEnabled(survey.reportFlags, 'pdfbenchmark') && (
          <SubscriptionItems
            canSubscribe={enabled.some((offer) => offer.kind === 'pdfbenchmark')}
            onSubscribe={() => openDialog('subscribe')}
            onShowSubscriptions={() => openDialog('subscriptions')}
          />
        )}
        <Divider />
        <ListSubheader disableSticky>{t('report.recent')}</ListSubheader>
        <RecentReportItems
          survey={survey.extName}
          open={open}
          onNavigate={close}
          onShowAll={() => openDialog('recent')}
        />
      </Menu>
      <RecentReportsDialog survey={survey.extName} open={dialog === 'recent'} onClose={closeDialog} />
      <SubscriptionsDialog survey={survey.extName} open={dialog === 'subscriptions'} onClose={closeDialog} />
      <Suspense fallback={null}>
        {dialog === 'subscribe' && (
          <SubscribeDialog
            survey={survey}
            drillPathFiltered={drillPathFiltered}
            mayChooseRole={permissions.includes('users.manage')}
            onClose={closeDialog}
          />
        )}
      </Suspense>
    </>
  );
}
