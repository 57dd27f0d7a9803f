import type { TChannel, TTemplate, TTemplateVariant } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadLocale } from '@/lib/i18n.ts';
import { useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSaveTemplate } from '../../api/save-template.ts';
import { templatePath } from '../../lib/channel-routes.ts';
import { type FieldIssues, fieldIssues, issueText, withoutIssues } from '../../lib/field-issues.ts';
import * as drafts from '../../lib/template-draft.ts';
import { starterVariant } from '../../lib/template-starter.ts';

const VARIANT_FIELD = /^variants\.(en|fi|sv)\.(subject|body|blocks(?:\.\d+(?:\.\w+)?)?)$/;
const knownField = (path: string) => path === 'name' || VARIANT_FIELD.test(path);

interface TemplateEditorTarget {
  survey: string;
  channel: TChannel;
  /** The saved template; undefined for a new one. */
  template: TTemplate | undefined;
  readOnly: boolean;
  fromPage: string | null;
}

/** The template being written: its draft, the language on screen, its save and what was refused where. */
export function useTemplateEditor({ survey, channel, template, readOnly, fromPage }: TemplateEditorTarget) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const uiLocale: TLocale = drafts.TEMPLATE_LOCALES.find((code) => code === locale) ?? 'en';
  const starter = useCallback((code: TLocale) => starterVariant(channel, code, t), [channel, t]);
  const [saved, setSaved] = useState(template);
  const [initial] = useState(() => drafts.templateDraft(template, uiLocale, starter));
  const [draft, setDraft] = useState<drafts.TemplateDraft>(initial);
  const [active, setActive] = useState<TLocale>(() => drafts.draftLocales(initial)[0] ?? uiLocale);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [checked, setChecked] = useState(false);
  /** Set when the editor leaves on its own (after a first save, a delete): no question asked. */
  const leaving = useRef(false);
  const save = useSaveTemplate(survey);
  const baseline = useMemo(
    () => (saved ? drafts.templateDraft(saved, uiLocale, starter) : initial),
    [saved, uiLocale, starter, initial],
  );
  const locales = drafts.draftLocales(draft);
  const shown = locales.includes(active) ? active : (locales[0] ?? uiLocale);
  const problems = drafts.draftProblems(draft, channel);

  /** The refusal of a field (by its code, in the UI's language), else the form's own check once a save was tried. */
  const fieldError = (path: string, problem?: drafts.DraftProblem) =>
    issueText(issues, path) || (checked && problem ? t(`templates.problem.${problem}`) : '');
  const withProblems = new Set(
    locales.filter(
      (code) =>
        issueText(issues, `variants.${code}.subject`) !== '' ||
        issueText(issues, `variants.${code}.body`) !== '' ||
        Object.keys(issues).some((path) => path.startsWith(`variants.${code}.blocks`)) ||
        (checked && drafts.localeHasProblem(problems, code)),
    ),
  );

  const changeName = (name: string) => {
    setIssues((current) => withoutIssues(current, 'name'));
    setDraft((current) => ({ ...current, name }));
  };
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
    setDraft((current) => drafts.withLocale(current, code, starter(code)));
    setIssues((current) => withoutIssues(current, 'variants'));
    setActive(code);
  };
  const removeLocale = (code: TLocale) => {
    setDraft((current) => drafts.withoutLocale(current, code));
    setIssues((current) => withoutIssues(current, `variants.${code}`));
    setActive(locales.find((other) => other !== code) ?? uiLocale);
  };

  const submit = async () => {
    setChecked(true);
    const firstMissing = locales.find((code) => drafts.localeHasProblem(problems, code));
    if (problems.name || firstMissing) {
      if (!problems.name && firstMissing) setActive(firstMissing);
      return;
    }
    try {
      const body = drafts.templateSaveBody(draft, channel);
      const result = await save.mutateAsync({ templateId: saved?.id ?? null, body });
      setIssues({});
      setChecked(false);
      // what the server stored (a mail's HTML sanitised) is what the editor shows from now on
      setDraft(drafts.templateDraft(result, uiLocale, starter));
      setSaved(result);
      showSnackbar(t('templates.saved', { name: result.name }), 'success');
      if (!saved) {
        leaving.current = true;
        navigate(templatePath(survey, channel, result.id, fromPage), { replace: true });
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

  return {
    saved,
    draft,
    dirty: !readOnly && !drafts.sameDraft(draft, baseline),
    locales,
    shown,
    variant: draft.variants[shown]!,
    problems,
    fieldError,
    withProblems,
    otherError: issues.other ? issueText(issues, 'other') : null,
    setActive,
    changeName,
    changeVariant,
    addLocale,
    removeLocale,
    submit,
    saving: save.isPending,
    leaving,
  };
}

export type TemplateEditorState = ReturnType<typeof useTemplateEditor>;
