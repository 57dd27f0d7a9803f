import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FilterSidebar } from '@/features/filters/components/filter-sidebar.tsx';

/** On a phone the filters take the whole screen, closed from their own bar. */
export function PhoneFilterSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog fullScreen open onClose={() => onClose()} aria-labelledby="phone-filters-title">
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense" sx={{ minHeight: 56 }}>
          <Typography id="phone-filters-title" component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('filter.sidebar')}
          </Typography>
          <IconButton
            color="inherit"
            aria-label={t('filter.hide')}
            onClick={() => onClose()}
            data-testid="phone-filters-close"
          >
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <FilterSidebar fullWidth />
    </Dialog>
  );
}
