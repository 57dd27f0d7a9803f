import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type TChannel, TEMPLATE_LIMITS, type TTemplateVariant } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { insertText } from '../../lib/placeholders.ts';
import { starterBlocks } from '../../lib/template-starter.ts';
import { MailBlockEditor } from './mail-block-editor.tsx';
import { PlaceholderButtons } from './placeholder-buttons.tsx';
import { TemplateBodyField, type TextInsertion } from './template-body-field.tsx';
import { TemplateHints } from './template-hints.tsx';

interface TemplateVariantPanelProps {
  channel: TChannel;
  locale: TLocale;
  variant: TTemplateVariant;
  onChange: (changes: Partial<TTemplateVariant>) => void;
  readOnly: boolean;
  errors: { subject: string; body: string };
  /** What the server refused of a block, by its path under the language's blocks (`2.href`). */
  blockError: (path: string) => string;
  /** Under the text: the SMS length. */
  bodyHelper?: ReactNode;
  /** Absent when the language cannot be removed (the last one, or read-only). */
  onRemove?: () => void;
  panelId: string;
}

/** One language of a template: its subject or heading, its text, the placeholders to put in, and hints. */
export function TemplateVariantPanel({
  channel,
  locale,
  variant,
  onChange,
  readOnly,
  errors,
  blockError,
  bodyHelper,
  onRemove,
  panelId,
}: TemplateVariantPanelProps) {
  const { t } = useTranslation();
  const blocks = channel === 'mail' ? variant.blocks : null;
  /** The switch asked about, before it is confirmed. */
  const [switching, setSwitching] = useState<'blocks' | 'html' | null>(null);
  const language = t(`templates.language.${locale}`);
  const body = useRef<TextInsertion>(null);
  const subject = useRef<HTMLInputElement>(null);
  // a placeholder goes to the field last written in: the text unless it was the subject
  const target = useRef<'subject' | 'body'>('body');

  const insertIntoSubject = (text: string) => {
    const element = subject.current;
    const next = insertText(
      variant.subject,
      element?.selectionStart ?? variant.subject.length,
      element?.selectionEnd ?? variant.subject.length,
      text,
    );
    onChange({ subject: next.text });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Stack
      spacing={2}
      role="tabpanel"
      id={`${panelId}-${locale}`}
      aria-labelledby={`${panelId}-tab-${locale}`}
      data-testid={`template-variant-${locale}`}
      sx={{ pt: 1 }}
    >
      {channel !== 'sms' && (
        <TextField
          label={t(channel === 'mail' ? 'templates.subject' : 'templates.heading', { language })}
          value={variant.subject}
          onChange={(event) => onChange({ subject: event.target.value })}
          onFocus={() => {
            target.current = 'subject';
          }}
          inputRef={subject}
          fullWidth
          error={errors.subject !== ''}
          helperText={errors.subject || undefined}
          slotProps={{
            input: { readOnly },
            htmlInput: { maxLength: TEMPLATE_LIMITS.subject, 'data-testid': 'template-subject' },
          }}
        />
      )}
      {channel === 'mail' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={blocks ? 'blocks' : 'html'}
          onChange={(_, mode: 'blocks' | 'html' | null) => {
            if (mode && !readOnly) setSwitching(mode);
          }}
          aria-label={t('templates.mode')}
          disabled={readOnly}
          data-testid="template-mode"
        >
          <ToggleButton value="blocks" data-testid="template-mode-blocks">
            {t('templates.mode.blocks')}
          </ToggleButton>
          <ToggleButton value="html" data-testid="template-mode-html">
            {t('templates.mode.html')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {blocks ? (
        <>
          <MailBlockEditor
            blocks={blocks}
            onChange={(next) => onChange({ blocks: next })}
            readOnly={readOnly}
            errorOf={blockError}
          />
          {errors.body && (
            <Typography color="error" variant="body2" data-testid="template-body-error">
              {errors.body}
            </Typography>
          )}
        </>
      ) : (
        <>
          <TemplateBodyField
            ref={body}
            channel={channel}
            value={variant.body}
            onChange={(text) => onChange({ body: text })}
            onFocus={() => {
              target.current = 'body';
            }}
            label={t(`templates.body.${channel}`, { language })}
            readOnly={readOnly}
            error={errors.body}
            helper={bodyHelper}
          />
          {!readOnly && (
            <PlaceholderButtons
              onInsert={(name) => {
                const text = `{{${name}}}`;
                if (target.current === 'subject' && channel !== 'sms') insertIntoSubject(text);
                else body.current?.insert(text);
              }}
            />
          )}
          <TemplateHints channel={channel} variant={variant} />
        </>
      )}
      {switching && (
        <ConfirmDialog
          title={t(switching === 'html' ? 'templates.mode.toHtmlTitle' : 'templates.mode.toBlocksTitle')}
          body={t(switching === 'html' ? 'templates.mode.toHtmlBody' : 'templates.mode.toBlocksBody')}
          cancelLabel={t('campaigns.cancel')}
          confirmLabel={t(
            switching === 'html' ? 'templates.mode.toHtmlConfirm' : 'templates.mode.toBlocksConfirm',
          )}
          tone="primary"
          onConfirm={() => {
            onChange({ blocks: switching === 'html' ? null : starterBlocks(locale, t) });
            setSwitching(null);
          }}
          onClose={() => setSwitching(null)}
          confirmTestId="template-mode-confirm"
        />
      )}
      {onRemove && (
        <Box>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlinedIcon aria-hidden />}
            onClick={onRemove}
            data-testid="template-remove-language"
          >
            {t('templates.removeLanguage', { language })}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
