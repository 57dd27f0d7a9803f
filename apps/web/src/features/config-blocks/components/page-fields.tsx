import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '@/components/page-icon.tsx';
import { type BlockIssue, issueText } from '../lib/block-issues.ts';
import { textOf } from './block-form-props.ts';
import { LocalizedTextFields } from './localized-text-fields.tsx';
import { PageComponents } from './page-components.tsx';

interface PageFieldsProps {
  page: Record<string, unknown>;
  index: number;
  name: string;
  onChange: (next: Record<string, unknown>) => void;
  issues: readonly BlockIssue[];
}

/** One page: its address name, title, icon, time interval and components. */
export function PageFields({ page, index, name, onChange, issues }: PageFieldsProps) {
  const { t } = useTranslation();
  const set = (field: string, next: unknown) => onChange({ ...page, [field]: next });
  const error = (field: string) => issueText(issues, [index, field]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={name}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, containerType: 'inline-size' }}
    >
      <Stack spacing={2.5}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('configuration.pages.page', { name: name || textOf(page.extName) })}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'minmax(0, 1fr)',
            '@container (min-width: 440px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            '@container (min-width: 720px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <TextField
            label={t('configuration.pages.extName')}
            value={textOf(page.extName)}
            onChange={(e) => set('extName', e.target.value)}
            size="small"
            required
            error={!!error('extName')}
            helperText={error('extName') ?? t('configuration.extNameHelp')}
            slotProps={{ htmlInput: { maxLength: 63, spellCheck: false, 'data-testid': 'page-extname' } }}
          />
          <TextField
            label={t('configuration.pages.icon')}
            value={textOf(page.icon)}
            onChange={(e) => set('icon', e.target.value.trim())}
            size="small"
            required
            error={!!error('icon')}
            helperText={error('icon') ?? t('configuration.iconHelp')}
            slotProps={{
              htmlInput: { maxLength: 41, spellCheck: false },
              input: {
                startAdornment: <NamedIcon icon={textOf(page.icon)} fontSize="small" sx={{ mr: 1 }} />,
              },
            }}
          />
          <TextField
            label={t('configuration.pages.selectionInterval')}
            value={textOf(page.selectionInterval)}
            onChange={(e) => set('selectionInterval', e.target.value.trim() || null)}
            size="small"
            error={!!error('selectionInterval')}
            helperText={error('selectionInterval') ?? t('configuration.pages.selectionIntervalHelp')}
            slotProps={{ htmlInput: { maxLength: 30, spellCheck: false } }}
          />
        </Box>
        <LocalizedTextFields
          label={t('configuration.pages.title')}
          value={page.title}
          onChange={(next) => set('title', next)}
          issues={issues}
          path={[index, 'title']}
          testId="page-title"
        />
        <Divider />
        <PageComponents
          components={page.components}
          onChange={(next) => set('components', next)}
          issues={issues}
          path={[index, 'components']}
        />
      </Stack>
    </Paper>
  );
}
