import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Typography
        variant="subtitle1"
        noWrap
        sx={{ fontWeight: 600, display: compact ? 'block' : { xs: 'none', md: 'block' } }}
        data-testid="survey-title"
      >
        {current.title}
      </Typography>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-label={t('shell.pickSurvey', { survey: current.title })}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="survey-picker"
        sx={compact ? { minWidth: 0, textTransform: 'none', justifyContent: 'flex-start' } : undefined}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current.title}
        </Box>
      </Button>
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
