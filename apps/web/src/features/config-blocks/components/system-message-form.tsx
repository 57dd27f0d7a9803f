import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCALES } from '@opinio/domain/localized-text';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '@/components/page-icon.tsx';
import { issueText } from '../lib/block-issues.ts';
import { contrastRatio } from '../lib/colour.ts';
import { asRecord, type BlockFormProps, textOf } from './block-form-props.ts';
import { ColourField, resolveColour } from './colour-field.tsx';

/** What a message starts as when switched on: the default colours, black on red. */
const NEW_MESSAGE = {
  text: '',
  texts: {},
  backgroundColor: 'red',
  textColor: 'black',
  link: null,
  icon: 'info',
};

/** The message shown on top of every screen of the survey, or none (null). */
export function SystemMessageForm({ value, onChange, issues }: BlockFormProps) {
  const { t } = useTranslation();
  const none = value === null;
  const message = asRecord(value);
  // switching the message off and on again brings it back
  const last = useRef<unknown>(NEW_MESSAGE);
  if (!none) last.current = value;
  const texts = asRecord(message.texts);
  const set = (field: string, next: unknown) => {
    // an emptied colour is the default one (red, black): left out of the block
    if (next === '' && (field === 'backgroundColor' || field === 'textColor')) {
      const { [field]: _left, ...rest } = message;
      onChange(rest);
    } else onChange({ ...message, [field]: next });
  };
  const error = (...path: string[]) => issueText(issues, path);
  const background = resolveColour(textOf(message.backgroundColor));
  const foreground = resolveColour(textOf(message.textColor));
  const contrast = background && foreground ? contrastRatio(background, foreground) : null;

  return (
    <Stack spacing={2.5}>
      <FormControlLabel
        control={
          <Switch
            checked={!none}
            onChange={(e) => onChange(e.target.checked ? last.current : null)}
            data-testid="system-message-show"
          />
        }
        label={t('configuration.systemMessage.show')}
      />
      {!none && (
        <>
          <TextField
            label={t('configuration.systemMessage.text')}
            value={textOf(message.text)}
            onChange={(e) => set('text', e.target.value)}
            required
            multiline
            minRows={2}
            size="small"
            error={!!error('text')}
            helperText={error('text') ?? t('configuration.systemMessage.textHelp')}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'system-message-text' } }}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
              {t('configuration.systemMessage.texts')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: '1fr',
                '@container (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {LOCALES.map((locale) => (
                <TextField
                  key={locale}
                  label={t(`language.${locale}`)}
                  value={textOf(texts[locale])}
                  onChange={(e) => {
                    const next = { ...texts };
                    if (e.target.value === '') delete next[locale];
                    else next[locale] = e.target.value;
                    set('texts', next);
                  }}
                  multiline
                  size="small"
                  error={!!error('texts', locale)}
                  helperText={error('texts', locale)}
                  slotProps={{ htmlInput: { maxLength: 500, lang: locale } }}
                />
              ))}
            </Box>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: '1fr',
              '@container (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <ColourField
              label={t('configuration.systemMessage.backgroundColor')}
              value={textOf(message.backgroundColor)}
              onChange={(next) => set('backgroundColor', next)}
              error={error('backgroundColor')}
              testId="system-message-background"
            />
            <ColourField
              label={t('configuration.systemMessage.textColor')}
              value={textOf(message.textColor)}
              onChange={(next) => set('textColor', next)}
              error={error('textColor')}
              testId="system-message-colour"
            />
            <TextField
              label={t('configuration.systemMessage.link')}
              value={textOf(message.link)}
              onChange={(e) => set('link', e.target.value.trim() || null)}
              size="small"
              type="url"
              error={!!error('link')}
              helperText={error('link') ?? t('configuration.systemMessage.linkHelp')}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextField
              label={t('configuration.systemMessage.icon')}
              value={textOf(message.icon)}
              onChange={(e) => set('icon', e.target.value.trim() || null)}
              size="small"
              error={!!error('icon')}
              helperText={error('icon') ?? t('configuration.iconHelp')}
              slotProps={{
                htmlInput: { maxLength: 41, spellCheck: false },
                input: {
                  startAdornment: <NamedIcon icon={textOf(message.icon)} fontSize="small" sx={{ mr: 1 }} />,
                },
              }}
            />
          </Box>
          <Stack spacing={1}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('configuration.systemMessage.preview')}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              data-testid="system-message-preview"
              sx={{
                alignItems: 'center',
                px: 2,
                py: 1.25,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: background ?? 'background.paper',
                color: foreground ?? 'text.primary',
              }}
            >
              {typeof message.icon === 'string' && <NamedIcon icon={message.icon} fontSize="small" />}
              <Typography variant="body2" sx={{ color: 'inherit', overflowWrap: 'anywhere' }}>
                {textOf(message.text) || t('configuration.systemMessage.previewEmpty')}
              </Typography>
            </Stack>
            {contrast !== null && contrast < 4.5 && (
              <Alert severity="warning" variant="outlined">
                {t('configuration.systemMessage.lowContrast', { ratio: contrast.toFixed(1) })}
              </Alert>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
