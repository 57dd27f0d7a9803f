import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { resolveText } from '@opinio/domain/localized-text';
import { pathFor } from '@opinio/domain/routes';
import { ZLocale } from '@opinio/domain/schemas/locale';
import { type TMetaQuestion, ZScriptPurpose } from '@opinio/domain/schemas/survey-admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '@/lib/number-format.ts';
import type { ScriptDraft } from '../lib/script-draft.ts';

interface ScriptSettingsFieldsProps {
  draft: ScriptDraft;
  onChange: (changes: Partial<ScriptDraft>) => void;
  /** The survey's computed variables: what a variable script may set. */
  computed: readonly TMetaQuestion[] | undefined;
  errors: Partial<Record<'name' | 'target', string>>;
  contextSurvey: string;
  surveyId: number;
}

/** From this width of the script panel, name, purpose and variable share a row. */
const THREE_COLUMNS = '@container (min-width: 640px)';

/** Name, purpose, the variable it sets and whether it runs. */
export function ScriptSettingsFields(props: ScriptSettingsFieldsProps) {
  const { draft, onChange, computed, errors, contextSurvey, surveyId } = props;
  const { t } = useTranslation();
  const locale = ZLocale.catch('en').parse(useLocale());
  const enabledHelpId = useId();
  const targets = computed?.map((q) => q.extName) ?? [];
  // A target saved before its variable was removed stays choosable, so the field shows it.
  if (draft.target !== '' && !targets.includes(draft.target)) targets.push(draft.target);
  const titleOf = (extName: string) => {
    const question = computed?.find((q) => q.extName === extName);
    return question ? `${extName} · ${resolveText(question.title, locale, 'en')}` : extName;
  };

  return (
    // the columns follow the panel's width, not the window's
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
          [THREE_COLUMNS]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <TextField
          label={t('scripts.name')}
          value={draft.name}
          onChange={(e) => onChange({ name: e.target.value })}
          required
          error={!!errors.name}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'script-name' } }}
        />
        <TextField
          select
          label={t('scripts.purpose')}
          value={draft.purpose}
          onChange={(e) => onChange({ purpose: ZScriptPurpose.parse(e.target.value) })}
          helperText={t(`scripts.purposeHelp.${draft.purpose}`)}
          slotProps={{ htmlInput: { 'data-testid': 'script-purpose' } }}
        >
          {ZScriptPurpose.options.map((purpose) => (
            <MenuItem key={purpose} value={purpose}>
              {t(`scripts.purpose.${purpose}`)}
            </MenuItem>
          ))}
        </TextField>
        {draft.purpose === 'variable' ? (
          <TextField
            select
            label={t('scripts.target')}
            value={draft.target}
            onChange={(e) => onChange({ target: e.target.value })}
            required
            disabled={computed === undefined}
            error={!!errors.target}
            helperText={
              errors.target ??
              (targets.length === 0 ? (
                <>
                  {t('scripts.noComputed')}{' '}
                  <Link
                    component={RouterLink}
                    to={`${pathFor('survey', { surveyExtName: contextSurvey, surveyId })}?tab=questions`}
                  >
                    {t('scripts.noComputedLink')}
                  </Link>
                </>
              ) : (
                t('scripts.targetHelp')
              ))
            }
            slotProps={{ htmlInput: { 'data-testid': 'script-target' } }}
          >
            {targets.map((extName) => (
              <MenuItem key={extName} value={extName}>
                {titleOf(extName)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Box sx={{ display: 'none', [THREE_COLUMNS]: { display: 'block' } }} />
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormControlLabel
            control={
              <Switch
                checked={draft.enabled}
                onChange={(e) => onChange({ enabled: e.target.checked })}
                slotProps={{ input: { 'aria-describedby': enabledHelpId } }}
              />
            }
            label={t('scripts.enabled')}
          />
          <FormHelperText id={enabledHelpId} sx={{ mt: 0 }}>
            {t('scripts.enabledHelp')}
          </FormHelperText>
        </Box>
      </Box>
    </Box>
  );
}
