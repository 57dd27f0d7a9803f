import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TTask } from '@opinio/domain/schemas/tasks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TaskBulkAction, tasksForAction } from '../lib/task-list.ts';

const ACTIONS: readonly TaskBulkAction[] = ['process', 'requeue', 'cancel', 'delete'];

interface TaskRowMenuProps {
  task: TTask;
  /** What the task is, for the button's name. */
  title: string;
  disabled: boolean;
  onAction: (action: TaskBulkAction, task: TTask) => void;
}

/** The actions of one task that its state allows. */
export function TaskRowMenu({ task, title, disabled, onAction }: TaskRowMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = ACTIONS.filter((action) => tasksForAction([task], action).length > 0);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={t('tasks.actionsFor', { task: title, id: task.id })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={`task-menu-${task.id}`}
      >
        <MoreVertIcon aria-hidden />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action, task);
            }}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
            data-testid={`task-${action}`}
          >
            <ListItemText>{t(`tasks.action.${action}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
