import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** Focuses an element once React has drawn the change that moved it. */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

interface ItemActionsProps {
  /** The ids of the buttons start with this and the index (`{idPrefix}-up`, `-down`, `-remove`). */
  idPrefix: string;
  /** The item's name for screen readers ("page Overview", "component 2"). */
  itemName: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Move up, move down and remove buttons of an item in a list; focus follows the moved item. */
export function ItemActions({ idPrefix, itemName, index, count, onMove, onRemove }: ItemActionsProps) {
  const { t } = useTranslation();
  const move = (to: number, button: 'up' | 'down') => {
    onMove(to);
    // at an end the button is disabled: focus the other one
    const edge = button === 'up' ? to === 0 : to === count - 1;
    focusSoon(`${idPrefix}-${to}-${edge ? (button === 'up' ? 'down' : 'up') : button}`);
  };
  return (
    <Stack direction="row" sx={{ flex: 'none' }}>
      <Tooltip title={t('configuration.item.up')}>
        <span>
          <IconButton
            id={`${idPrefix}-${index}-up`}
            size="small"
            disabled={index === 0}
            onClick={() => move(index - 1, 'up')}
            aria-label={t('configuration.item.upNamed', { name: itemName })}
          >
            <ArrowUpwardIcon fontSize="small" aria-hidden />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('configuration.item.down')}>
        <span>
          <IconButton
            id={`${idPrefix}-${index}-down`}
            size="small"
            disabled={index === count - 1}
            onClick={() => move(index + 1, 'down')}
            aria-label={t('configuration.item.downNamed', { name: itemName })}
          >
            <ArrowDownwardIcon fontSize="small" aria-hidden />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('configuration.item.remove')}>
        <IconButton
          id={`${idPrefix}-${index}-remove`}
          size="small"
          color="error"
          onClick={onRemove}
          aria-label={t('configuration.item.removeNamed', { name: itemName })}
        >
          <DeleteOutlinedIcon fontSize="small" aria-hidden />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
