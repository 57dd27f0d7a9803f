import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { hasForm } from './block-form.tsx';
import type { ListedBlock } from './use-block-draft.ts';

export type Mode = 'form' | 'json' | 'versions';

interface BlockEditorHeadingProps {
  headingId: string;
  name: ConfigBlockName;
  blockLabel: string;
  saved: ListedBlock;
  /** The draft starts from no saved version: there are no versions to show. */
  isNew: boolean;
  /** The address of the block list where only one of them shows; null where the list is beside. */
  backHref: string | null;
  mode: Mode;
  onMode: (mode: Mode) => void;
}

/** The block's name, help and saved version (with the way back to the list), and its views. */
export function BlockEditorHeading(props: BlockEditorHeadingProps) {
  const { headingId, name, blockLabel, saved, backHref, mode, onMode } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  // where the block shows instead of the list, the reader starts at its heading
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the block opens
  useEffect(() => {
    if (backHref) heading.current?.focus();
  }, []);

  const savedLine = (block: ListedBlock) => {
    if (block.version === 0 || !block.savedAt) return t('configuration.block.notSavedYet');
    const when = formatDate(block.savedAt, locale, { dateStyle: 'medium', timeStyle: 'short' });
    return block.savedBy
      ? t('configuration.block.savedBy', { version: block.version, who: block.savedBy, when })
      : t('configuration.block.savedWithSurvey', { version: block.version, when });
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        '@container (min-width: 560px)': { flexDirection: 'row', justifyContent: 'space-between' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {backHref && (
          <Button
            component={RouterLink}
            to={backHref}
            size="small"
            startIcon={<ArrowBackIcon aria-hidden />}
            sx={{ mb: 1, ml: -1 }}
          >
            {t('configuration.blocks.back')}
          </Button>
        )}
        <Typography
          ref={heading}
          id={headingId}
          component="h2"
          variant="h6"
          tabIndex={-1}
          sx={{ fontWeight: 600, lineHeight: 1.3, '&:focus': { outline: 'none' } }}
        >
          {blockLabel}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`configuration.blockHelp.${name}`)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="block-version"
          sx={{ mt: 0.5, fontSize: '0.8125rem' }}
        >
          {savedLine(saved)}
        </Typography>
      </Box>
      <ToggleButtonGroup
        value={mode}
        exclusive
        size="small"
        onChange={(_, next: Mode | null) => next && onMode(next)}
        aria-label={t('configuration.mode.label')}
        sx={{
          alignSelf: 'stretch',
          flex: 'none',
          '& .MuiToggleButton-root': { flex: 1, px: 2 },
          '@container (min-width: 560px)': {
            alignSelf: 'flex-start',
            '& .MuiToggleButton-root': { flex: 'none' },
          },
        }}
      >
        {hasForm(name) && (
          <ToggleButton value="form" data-testid="mode-form">
            {t('configuration.mode.form')}
          </ToggleButton>
        )}
        <ToggleButton value="json" data-testid="mode-json">
          {t('configuration.mode.json')}
        </ToggleButton>
        <ToggleButton value="versions" disabled={props.isNew} data-testid="mode-versions">
          {t('configuration.mode.versions')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
