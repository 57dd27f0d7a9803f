import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { SUPPORT_CONTACTS } from './support-contacts.ts';

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The universe's support contacts (each line only when set), else the product's own. */
export function SupportDialog({ open, onClose }: SupportDialogProps) {
  const { t } = useTranslation();
  const universeContacts = useIdentity().data?.support ?? null;
  const { faqUrl, email, helpDeskUrl, phone, openingHours } = universeContacts ?? SUPPORT_CONTACTS;
  // The product's own contacts come with the product's own hours.
  const hours = universeContacts ? openingHours : t('support.hours');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="support-title" data-testid="support-dialog">
      <DialogTitle id="support-title">{t('support.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography>{t('support.intro')}</Typography>
          {faqUrl && (
            <Link href={faqUrl} target="_blank" rel="noopener noreferrer">
              {t('support.faq')}
            </Link>
          )}
          {helpDeskUrl && (
            <Link href={helpDeskUrl} target="_blank" rel="noopener noreferrer">
              {t('support.helpDesk')}
            </Link>
          )}
          {email && (
            <Typography>
              {t('support.email')} <Link href={`mailto:${email}`}>{email}</Link>
            </Typography>
          )}
          {phone && (
            <Typography>
              {t('support.phone')} <Link href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{phone}</Link>
            </Typography>
          )}
          {hours && <Typography color="text.secondary">{hours}</Typography>}
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
