import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { ReportDownloadState } from '../lib/report-download-state.ts';
import { useReportTexts } from '../lib/use-report-texts.ts';

/** A menu item that only informs: disabled (it does nothing), but readable, not dimmed. */
export const INFO_ITEM_SX = { whiteSpace: 'normal', '&.Mui-disabled': { opacity: 1 } } as const;

interface DownloadStateItemProps {
  download: ReportDownloadState;
  onDownload: () => void;
}

/** The report being made (queued with its place, or running with its progress), or its file to download. */
export function DownloadStateItem({ download, onDownload }: DownloadStateItemProps) {
  const { t } = useTranslation();
  const texts = useReportTexts();
  if (download.phase === 'none') return null;
  if (download.phase === 'downloadQueued') {
    const { running, progress } = download;
    const percent = running && progress && progress.total > 0 ? (100 * progress.done) / progress.total : null;
    return (
      <MenuItem disabled sx={INFO_ITEM_SX} data-testid="report-menu-state">
        <ListItemIcon>
          <CircularProgress size={18} aria-hidden />
        </ListItemIcon>
        <ListItemText
          primary={texts.kind(download.kind)}
          secondary={
            <>
              {texts.making(download)}
              {running && (
                <LinearProgress
                  variant={percent === null ? 'indeterminate' : 'determinate'}
                  value={percent ?? undefined}
                  aria-label={t('reportDownload.progress')}
                  sx={{ mt: 0.5 }}
                />
              )}
            </>
          }
          slotProps={{ secondary: { component: 'div' } }}
        />
      </MenuItem>
    );
  }
  const ready = download.phase === 'downloadReady';
  const details = [texts.kind(download.kind), ...(download.size === null ? [] : [texts.size(download.size)])];
  return (
    <MenuItem onClick={onDownload} sx={{ whiteSpace: 'normal' }} data-testid="report-menu-download">
      <ListItemIcon>
        <FileDownloadOutlinedIcon fontSize="small" color={ready ? 'primary' : 'inherit'} />
      </ListItemIcon>
      <ListItemText
        primary={t(ready ? 'report.downloadFile' : 'report.downloadAgain', { file: download.fileName })}
        secondary={details.join(' · ')}
        slotProps={{ primary: { sx: { fontWeight: ready ? 600 : undefined, overflowWrap: 'anywhere' } } }}
      />
    </MenuItem>
  );
}
