import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';
import { chartPng, type ExportableChart, exportFileName } from '@/lib/chart-export/chart-image.ts';
import { chartPdf } from '@/lib/chart-export/chart-pdf.ts';
import { FULLSCREEN_UNSUPPORTED_KEY, toggleFullscreen } from '@/lib/chart-export/fullscreen.ts';
import { printChart } from '@/lib/chart-export/print-chart.ts';
import { saveFile } from '@/lib/chart-export/save-file.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { Hint } from './hint.tsx';

type ExportKind = 'print' | 'png' | 'pdf';

interface ChartToolbarProps {
  /** The chart's title: the heading of the PDF and the printout, and the file name. */
  title: string;
  getChart: () => ExportableChart | null;
  /** The panel to show full screen. */
  getPanel: () => Element | null;
  fullscreen: boolean;
  /** Whether the chart's data is shown as a table instead of the chart. */
  tableShown: boolean;
  onToggleTable: () => void;
}

/**
 * The chart's toolbar (docs/product.md#charts): the table toggle, the fullscreen button and the
 * export menu (print, PNG, PDF).
 */
export function ChartToolbar(props: ChartToolbarProps) {
  const { title, getChart, getPanel, fullscreen, tableShown, onToggleTable } = props;
  const { t, i18n } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState<ExportKind | null>(null);

  async function run(kind: ExportKind) {
    setAnchor(null);
    const chart = getChart();
    if (!chart) return;
    setBusy(kind);
    try {
      const image = await chartPng(chart);
      if (kind === 'png') saveFile(image.dataUrl, exportFileName(title, 'png'));
      if (kind === 'pdf') {
        const created = t('chartExport.created', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(),
          ),
        });
        saveFile(await chartPdf(image, title, created), exportFileName(title, 'pdf'));
      }
      if (kind === 'print') await printChart(image, title, i18n.language);
    } catch (error) {
      showSnackbar(t('chartExport.failed', { message: errorMessage(error) }), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function onFullscreen() {
    const panel = getPanel();
    if (!panel) return;
    // The browser refused (e.g. a frame without allowfullscreen): say so in an alert.
    if (!(await toggleFullscreen(panel))) window.alert(t(FULLSCREEN_UNSUPPORTED_KEY));
  }

  const fullscreenLabel = fullscreen ? t('chartExport.exitFullscreen') : t('chartExport.fullscreen');
  const menuLabel = t('chartExport.menu', { chart: title });
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }} data-testid="chart-toolbar">
      <Hint title={t('chart.showTable')}>
        <IconButton
          size="small"
          onClick={onToggleTable}
          aria-label={t('chart.showTable')}
          aria-pressed={tableShown}
          color={tableShown ? 'primary' : 'default'}
          sx={tableShown ? { bgcolor: 'action.selected' } : undefined}
          data-testid="chart-table-toggle"
        >
          <TableChartOutlinedIcon fontSize="small" />
        </IconButton>
      </Hint>
      <Hint title={fullscreenLabel}>
        <IconButton
          size="small"
          onClick={onFullscreen}
          aria-label={fullscreenLabel}
          data-testid="chart-fullscreen"
        >
          {fullscreen ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
        </IconButton>
      </Hint>
      <Hint title={t('chartExport.menuTooltip')}>
        <IconButton
          size="small"
          aria-label={menuLabel}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={busy !== null}
          data-testid="chart-export-menu"
        >
          {busy ? (
            <CircularProgress size={16} aria-label={t('chartExport.busy')} />
          ) : (
            <MoreVertIcon fontSize="small" />
          )}
        </IconButton>
      </Hint>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // inside a full-screen panel the menu must open in it, or it would not be seen
        container={fullscreen ? (getPanel() as HTMLElement) : undefined}
      >
        <MenuItem onClick={() => run('print')} data-testid="chart-export-print">
          <ListItemIcon>
            <PrintOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('chartExport.print')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => run('png')} data-testid="chart-export-png">
          <ListItemIcon>
            <ImageOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('chartExport.png')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => run('pdf')} data-testid="chart-export-pdf">
          <ListItemIcon>
            <PictureAsPdfOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('chartExport.pdf')}</ListItemText>
        </MenuItem>
      </Menu>
    </Stack>
  );
}
