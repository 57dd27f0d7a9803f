import { IconButton, PathIcon } from './plain-controls.tsx';
import './removable-chip.css';

interface RemovableChipProps {
  label: string;
  /** The remove button's accessible name, e.g. "Remove filter Time: Last 91 days". */
  removeLabel: string;
  onRemove: () => void;
  color?: 'primary' | 'default';
}

/**
 * A chip whose remove action is a real, separately focusable button. Plain elements with
 * static styles (removable-chip.css): the active filters draw with the first numbers.
 */
export function RemovableChip({ label, removeLabel, onRemove, color = 'default' }: RemovableChipProps) {
  return (
    <span className="removable-chip" data-color={color}>
      <span className="removable-chip-label">{label}</span>
      <IconButton size="small" aria-label={removeLabel} title={removeLabel} onClick={onRemove}>
        <PathIcon name="close" size={16} />
      </IconButton>
    </span>
  );
}
