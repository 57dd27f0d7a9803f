import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface EditorFormProps {
  /** The filter's extName, for test ids. */
  name: string;
  /** The filter's title: the form's accessible name. */
  label: string;
  canApply: boolean;
  onApply: () => void;
  canClear: boolean;
  onClear: () => void;
  applyLabel?: string;
  children: ReactNode;
}

/** Keys that a focused control uses itself: an open list picks an option, a button clicks. */
function ownsEnter(target: HTMLElement): boolean {
  if (target.tagName === 'BUTTON' || target.tagName === 'TEXTAREA') return true;
  return target.getAttribute('aria-expanded') === 'true';
}

/** An editor's form: Enter anywhere in it applies (when Apply is enabled), then Apply and Clear. */
export function EditorForm(props: EditorFormProps) {
  const { name, label, canApply, onApply, canClear, onClear, applyLabel, children } = props;
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  // Apply turns disabled once applied, which would drop keyboard focus to the page: keep it in the form.
  const apply = () => {
    const fromButton = document.activeElement?.getAttribute('type') === 'submit';
    onApply();
    if (fromButton) form.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || ownsEnter(event.target as HTMLElement)) return;
    event.preventDefault();
    if (canApply) apply();
  };
  return (
    <Stack
      component="form"
      ref={form}
      tabIndex={-1}
      aria-label={label}
      noValidate
      spacing={1.5}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        if (canApply) apply();
      }}
      sx={{ outline: 'none' }}
      data-testid={`filter-editor-${name}`}
    >
      {children}
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          size="small"
          disableElevation
          disabled={!canApply}
          data-testid={`filter-apply-${name}`}
        >
          {applyLabel ?? t('filter.apply')}
        </Button>
        <Button
          size="small"
          disabled={!canClear}
          onClick={() => {
            onClear();
            form.current?.focus();
          }}
          aria-label={t('filter.clearNamed', { name: label })}
          data-testid={`filter-clear-${name}`}
        >
          {t('filter.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
