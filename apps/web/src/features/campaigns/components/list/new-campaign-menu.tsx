import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { pathFor } from '@opinio/domain/routes';
import { CHANNELS } from '@opinio/domain/schemas/campaigns';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChannelIcon } from '../channel-icon.tsx';

interface NewCampaignMenuProps {
  survey: string;
  /** The node and filters the campaign's contacts come from. */
  drillPathFiltered: string;
  fromPage: string | null;
}

/** "New campaign": by mail, SMS or letter, to the contacts of the node on screen. */
export function NewCampaignMenu({ survey, drillPathFiltered, fromPage }: NewCampaignMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const query = fromPage ? `?${new URLSearchParams({ fromPage })}` : '';
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<AddIcon aria-hidden />}
        endIcon={<ArrowDropDownIcon aria-hidden />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="campaign-new"
      >
        {t('campaigns.new')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {CHANNELS.map((channel) => (
          <MenuItem
            key={channel}
            component={RouterLink}
            to={`${pathFor('createmailcampaign', { surveyExtName: survey, mailAction: channel, drillPath: drillPathFiltered })}${query}`}
            onClick={() => setAnchor(null)}
            data-testid={`campaign-new-${channel}`}
          >
            <ListItemIcon>
              <ChannelIcon channel={channel} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`campaigns.newBy.${channel}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
