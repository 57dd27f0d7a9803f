import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TSubscription } from '@opinio/domain/schemas/reports';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { roleNameLabel } from '@/lib/roles/role-label.ts';
import { useSubscriptions } from '../api/get-subscriptions.ts';
import { nodeText, scheduleText } from '../lib/subscription-text.ts';
import { EndSubscriptionDialog } from './end-subscription-dialog.tsx';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

interface SubscriptionsDialogProps {
  survey: string;
  open: boolean;
  onClose: () => void;
}

/** The PDF benchmark reports mailed from the survey (the user's own, and for administrators the roles'), each with a way to end it. */
export function SubscriptionsDialog({ survey, open, onClose }: SubscriptionsDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const query = useSubscriptions(survey, open);
  const [ending, setEnding] = useState<TSubscription | null>(null);

  const line = (subscription: TSubscription) => ({
    primary: nodeText(subscription.nodeTitle, subscription.drillPathFiltered, t),
    secondary: [
      scheduleText(subscription, t, locale),
      t(`language.${subscription.locale}`),
      subscription.role
        ? t('subscription.forRoleNamed', { role: roleNameLabel(subscription.role.name, t) })
        : t('subscription.forYou'),
      t('subscription.nextRun', { date: formatDate(subscription.nextRun, locale, DATE_TIME) }),
    ].join(' · '),
  });

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        fullScreen={phone}
        aria-labelledby={titleId}
        data-testid="subscriptions-dialog"
      >
        <DialogTitle id={titleId}>{t('subscription.listTitle')}</DialogTitle>
        <DialogContent dividers sx={{ p: 0 }}>
          {query.isPending && <LoadingSkeleton variant="rows" />}
          {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
          {query.data?.length === 0 && <EmptyState text={t('subscription.listEmpty')} />}
          {query.data && query.data.length > 0 && (
            <List aria-labelledby={titleId} data-testid="subscriptions-list">
              {query.data.map((subscription) => {
                const { primary, secondary } = line(subscription);
                return (
                  <ListItem
                    key={subscription.id}
                    data-testid={`subscription-${subscription.id}`}
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={t('subscription.delete', { name: primary })}
                        onClick={() => setEnding(subscription)}
                        data-testid={`subscription-delete-${subscription.id}`}
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText
                      primary={primary}
                      secondary={secondary}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('action.close')}</Button>
        </DialogActions>
      </Dialog>
      {ending && (
        <EndSubscriptionDialog survey={survey} subscription={ending} onClose={() => setEnding(null)} />
      )}
    </>
  );
}
