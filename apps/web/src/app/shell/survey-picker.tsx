import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PathIcon } from '@/components/plain-controls.tsx';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';

interface SurveyPickerProps {
  surveys: readonly TSurvey[];
  current: TSurvey;
  /** On a phone: the title is shown (ellipsised) in the space the bar leaves. */
  compact?: boolean;
}

/** The current survey; a menu to switch when the user has several. */
export function SurveyPicker({ surveys, current, compact = false }: SurveyPickerProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { openSurvey } = useSelectionNavigation();

  if (surveys.length < 2) {
    return (
      <span className="survey-title" data-compact={compact || undefined} data-testid="survey-title">
        {current.title}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="survey-picker"
        data-compact={compact || undefined}
        aria-haspopup="menu"
        aria-label={t('shell.pickSurvey', { survey: current.title })}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="survey-picker"
      >
        <span className="survey-picker-title">{current.title}</span>
        <PathIcon name="arrowDropDown" />
      </button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {surveys.map((survey) => (
          <MenuItem
            key={survey.extName}
            selected={survey.extName === current.extName}
            onClick={() => {
              setAnchor(null);
              void openSurvey(survey);
            }}
          >
            {survey.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
