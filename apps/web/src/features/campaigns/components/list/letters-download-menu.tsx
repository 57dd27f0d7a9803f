import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrillTarget } from '@/lib/analytics-context.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { downloadLetters } from '../../api/download-campaign.ts';

/** "Download letters": those not downloaded before, or all of them, as one zip of PDFs to print. */
export function LettersDownloadMenu({ target }: { target: DrillTarget }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (all: boolean) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadLetters(target, all);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        showSnackbar(all ? t('campaigns.letters.noneAll') : t('campaigns.letters.noneNew'), 'info');
      else showSnackbar(t('campaigns.letters.failed', { message: errorMessage(error) }), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon aria-hidden />}
        endIcon={<ArrowDropDownIcon aria-hidden />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-busy={busy}
        disabled={busy}
        data-testid="letters-download"
      >
        {t('campaigns.letters.download')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void download(false)} data-testid="letters-download-new">
          {t('campaigns.letters.new')}
        </MenuItem>
        <MenuItem onClick={() => void download(true)} data-testid="letters-download-all">
          {t('campaigns.letters.all')}
        </MenuItem>
      </Menu>
    </>
  );
}
