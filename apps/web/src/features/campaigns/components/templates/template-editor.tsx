import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  TChannel,
  TTemplate,
  TTemplatePreviewRequest,
  TTemplateVariant,
} from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { smsLength } from '@opinio/domain/templates';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDebounce } from 'use-debounce';
import { LeaveGuard } from '@/components/leave-guard.tsx';
import { Panel } from '@/components/panel.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { SideBySide } from '@/components/side-by-side.tsx';
import { loadLocale } from '@/lib/i18n.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useTemplatePreview } from '../../api/preview-template.ts';
import { useSaveTemplate } from '../../api/save-template.ts';
import type { BackTarget } from '../../lib/back-target.ts';
import { TEMPLATE_ROUTES, templatePath } from '../../lib/channel-routes.ts';
import { type FieldIssues, fieldIssues, issueText, withoutIssues } from '../../lib/field-issues.ts';
import { smsLengthText } from '../../lib/sms-length-text.ts';
import {
  type DraftProblem,
  draftLocales,
  draftProblems,
  localeHasProblem,
  sameDraft,
  TEMPLATE_LOCALES,
  type TemplateDraft,
  templateDraft,
  templateSaveBody,
  withLocale,
  withoutLocale,
} from '../../lib/template-draft.ts';
import { starterVariant } from '../../lib/template-starter.ts';
import { BackLink } from '../back-link.tsx';
import { ChannelIcon } from '../channel-icon.tsx';
import { DeleteTemplateDialog } from './delete-template-dialog.tsx';
import { TemplateActions } from './template-actions.tsx';
import { TemplateLanguageTabs } from './template-language-tabs.tsx';
import { TemplatePreviewPanel } from './template-preview-panel.tsx';
import { TemplateVariantPanel } from './template-variant-panel.tsx';

/** From this width of the content area, the preview stands beside the editor. */
/** The preview follows the writing after this pause. */
const PREVIEW_DELAY_MS = 600;

const VARIANT_FIELD = /^variants\.(en|fi|sv)\.(subject|body)$/;
const knownField = (path: string) => path === 'name' || VARIANT_FIELD.test(path);
const sameRequest = (a: TTemplatePreviewRequest | null, b: TTemplatePreviewRequest | null) =>
  JSON.stringify(a) === JSON.stringify(b);

interface TemplateEditorProps {
  survey: TSurvey;
  channel: TChannel;
  /** The saved template; undefined for a new one. */
  template: TTemplate | undefined;
  readOnly: boolean;
  back: BackTarget | null;
  fromPage: string | null;
}

/** One template being written: its name, a text per language, a live preview, test sends. */
export function TemplateEditor({ survey, channel, template, readOnly, back, fromPage }: TemplateEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const panelId = useId();
  const uiLocale: TLocale = TEMPLATE_LOCALES.find((code) => code === locale) ?? 'en';
  const starter = useCallback((code: TLocale) => starterVariant(channel, code, t), [channel, t]);
  const [saved, setSaved] = useState(template);
  const [initial] = useState(() => templateDraft(template, uiLocale, starter));
  const [draft, setDraft] = useState<TemplateDraft>(initial);
  const [active, setActive] = useState<TLocale>(() => draftLocales(initial)[0] ?? uiLocale);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [checked, setChecked] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const leaving = useRef(false);
  const save = useSaveTemplate(survey.extName);

  const baseline = useMemo(
    () => (saved ? templateDraft(saved, uiLocale, starter) : initial),
    [saved, uiLocale, starter, initial],
  );
  const dirty = !readOnly && !sameDraft(draft, baseline);
  const locales = draftLocales(draft);
  const shown = locales.includes(active) ? active : locales[0];
  const variant = draft.variants[shown]!;
  const problems = draftProblems(draft, channel);

  const request: TTemplatePreviewRequest | null =
    variant.body.trim() === ''
      ? null
      : { channel, locale: shown, variants: { [shown]: templateSaveBody(draft, channel).variants[shown] } };
  const [debounced] = useDebounce(request, PREVIEW_DELAY_MS, { equalityFn: sameRequest });
  const preview = useTemplatePreview(survey.extName, debounced);

  const fieldError = (path: string, problem?: DraftProblem) =>
    issueText(issues, path) || (checked && problem ? t(`templates.problem.${problem}`) : '');
  const withProblems = new Set(
    locales.filter(
      (code) =>
        issueText(issues, `variants.${code}.subject`) !== '' ||
        issueText(issues, `variants.${code}.body`) !== '' ||
        (checked && localeHasProblem(problems, code)),
    ),
  );

  const changeVariant = (code: TLocale, changes: Partial<TTemplateVariant>) => {
    for (const field of Object.keys(changes))
      setIssues((current) => withoutIssues(current, `variants.${code}.${field}`));
    setDraft((current) => ({
      ...current,
      variants: { ...current.variants, [code]: { ...current.variants[code]!, ...changes } },
    }));
  };

  const addLocale = async (code: TLocale) => {
    // the starter is written in the language added: its texts may not be loaded yet
    await loadLocale(code).catch(() => undefined);
    setDraft((current) => withLocale(current, code, starter(code)));
    setIssues((current) => withoutIssues(current, 'variants'));
    setActive(code);
  };

  const removeLocale = (code: TLocale) => {
    setDraft((current) => withoutLocale(current, code));
    setIssues((current) => withoutIssues(current, `variants.${code}`));
    setActive(locales.find((other) => other !== code) ?? uiLocale);
  };

  const submit = async () => {
    setChecked(true);
    const firstMissing = locales.find((code) => localeHasProblem(problems, code));
    if (problems.name || firstMissing) {
      if (!problems.name && firstMissing) setActive(firstMissing);
      return;
    }
    try {
      const result = await save.mutateAsync({
        templateId: saved?.id ?? null,
        body: templateSaveBody(draft, channel),
      });
      setIssues({});
      setChecked(false);
      // what the server stored (a mail's HTML sanitised) is what the editor shows from now on
      setDraft(templateDraft(result, uiLocale, starter));
      setSaved(result);
      showSnackbar(t('templates.saved', { name: result.name }), 'success');
      if (!saved) {
        leaving.current = true;
        navigate(templatePath(survey.extName, channel, result.id, fromPage), { replace: true });
      }
    } catch (error) {
      const found = fieldIssues(error, knownField);
      setIssues(found);
      const refused = locales.find((code) =>
        Object.keys(found).some((path) => path.startsWith(`variants.${code}.`)),
      );
      if (refused) setActive(refused);
    }
  };

  // the length as sent (placeholders filled in) once the preview is of this text; until then the text's own
  const previewed =
    sameRequest(debounced, request) && !preview.isPlaceholderData ? preview.data?.sms : undefined;
  const lengthLine =
    channel === 'sms' ? smsLengthText(previewed ?? smsLength(variant.body), t, locale) : undefined;

  return (
    <Stack spacing={2}>
      <BackLink target={back} testId="template-back" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ScreenTitle route={TEMPLATE_ROUTES[channel]}>
          {saved ? saved.name : t(`templates.newTitle.${channel}`)}
        </ScreenTitle>
        <Chip
          size="small"
          variant="outlined"
          icon={<ChannelIcon channel={channel} fontSize="small" />}
          label={t(`campaigns.channel.${channel}`)}
        />
        {dirty && <Chip size="small" color="primary" variant="outlined" label={t('templates.unsaved')} />}
        <Typography color="text.secondary" sx={{ ml: { sm: 1 } }}>
          {survey.title}
        </Typography>
      </Stack>
      {saved && (
        <Typography variant="body2" color="text.secondary" data-testid="template-saved-at">
          {saved.updatedBy
            ? t('templates.savedBy', {
                date: formatDate(saved.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }),
                name: saved.updatedBy,
              })
            : t('templates.savedAt', {
                date: formatDate(saved.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
        </Typography>
      )}
      {readOnly && (
        <Alert severity="info" variant="outlined" data-testid="template-read-only">
          {t('templates.readOnly')}
        </Alert>
      )}
      <SideBySide from={1100} columns="minmax(0, 3fr) minmax(0, 2fr)">
        <Panel title={t('templates.editorTitle')} testId="template-editor">
          <TextField
            label={t('templates.name')}
            value={draft.name}
            onChange={(event) => {
              setIssues((current) => withoutIssues(current, 'name'));
              setDraft((current) => ({ ...current, name: event.target.value }));
            }}
            required
            fullWidth
            error={fieldError('name', problems.name) !== ''}
            helperText={fieldError('name', problems.name) || t('templates.nameHelp')}
            slotProps={{
              input: { readOnly },
              htmlInput: { maxLength: 200, 'data-testid': 'template-name' },
            }}
          />
          <TemplateLanguageTabs
            locales={locales}
            active={shown}
            onSelect={setActive}
            withProblems={withProblems}
            onAdd={readOnly ? undefined : (code) => void addLocale(code)}
            panelId={panelId}
          />
          <TemplateVariantPanel
            key={shown}
            channel={channel}
            locale={shown}
            variant={variant}
            onChange={(changes) => changeVariant(shown, changes)}
            readOnly={readOnly}
            errors={{
              subject: fieldError(`variants.${shown}.subject`, problems.subjects[shown]),
              body: fieldError(`variants.${shown}.body`, problems.bodies[shown]),
            }}
            bodyHelper={lengthLine}
            onRemove={!readOnly && locales.length > 1 ? () => removeLocale(shown) : undefined}
            panelId={panelId}
          />
          {issues.other && (
            <Alert severity="error" data-testid="template-error">
              {t('templates.refused', { message: issueText(issues, 'other') })}
            </Alert>
          )}
          {!readOnly && (
            <TemplateActions
              survey={survey.extName}
              channel={channel}
              saved={saved}
              dirty={dirty}
              locale={shown}
              saving={save.isPending}
              onSave={() => void submit()}
              onDelete={() => setDeleting(true)}
            />
          )}
        </Panel>
        <TemplatePreviewPanel survey={survey.extName} channel={channel} preview={preview} request={request} />
      </SideBySide>
      <LeaveGuard
        when={dirty}
        bypass={leaving}
        testId="campaigns-leave"
        texts={{
          title: t('campaigns.leave.title'),
          body: t('campaigns.leave.body'),
          stay: t('campaigns.leave.stay'),
          discard: t('campaigns.leave.discard'),
        }}
      />
      {deleting && saved && (
        <DeleteTemplateDialog
          survey={survey.extName}
          template={saved}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            leaving.current = true;
            navigate(back?.path ?? '/', { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
