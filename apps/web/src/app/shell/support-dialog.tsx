import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CONTACTS } from './support-contacts.ts';

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

export function SupportDialog({ open, onClose }: SupportDialogProps) {
  const { t } = useTranslation();
  const { faqUrl, email, helpDeskUrl, phone } = SUPPORT_CONTACTS;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="support-title" data-testid="support-dialog">
      <DialogTitle id="support-title">{t('support.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography>{t('support.intro')}</Typography>
          <Link href={faqUrl} target="_blank" rel="noopener noreferrer">
            {t('support.faq')}
          </Link>
          <Link href={helpDeskUrl} target="_blank" rel="noopener noreferrer">
            {t('support.helpDesk')}
          </Link>
          <Typography>
            {t('support.email')} <Link href={`mailto:${email}`}>{email}</Link>
          </Typography>
          <Typography>
            {t('support.phone')} <Link href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</Link>
          </Typography>
          <Typography color="text.secondary">{t('support.hours')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
