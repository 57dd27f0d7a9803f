import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

interface SubscriptionItemsProps {
  /** The screen offers the PDF benchmark report: it can be subscribed to from here. */
  canSubscribe: boolean;
  onSubscribe: () => void;
  onShowSubscriptions: () => void;
}

/** "By e-mail": subscribe to the screen's PDF benchmark report, and the list of subscriptions. */
export function SubscriptionItems({
  canSubscribe,
  onSubscribe,
  onShowSubscriptions,
}: SubscriptionItemsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Divider />
      <ListSubheader disableSticky>{t('subscription.section')}</ListSubheader>
      {canSubscribe && (
        <MenuItem onClick={onSubscribe} sx={{ whiteSpace: 'normal' }} data-testid="report-subscribe">
          <ListItemIcon>
            <EventRepeatOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('subscription.subscribeItem')}</ListItemText>
        </MenuItem>
      )}
      <MenuItem
        onClick={onShowSubscriptions}
        sx={{ whiteSpace: 'normal' }}
        data-testid="report-subscriptions"
      >
        <ListItemIcon>
          <ListAltOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('subscription.listItem')}</ListItemText>
      </MenuItem>
    </>
  );
}
