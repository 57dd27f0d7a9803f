import type {
  TChannel,
  TTemplate,
  TTemplateSave,
  TTemplateVariant,
  TTemplateVariants,
} from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';

export const TEMPLATE_LOCALES = ['en', 'fi', 'sv'] as const satisfies readonly TLocale[];

/** A template as it is being edited: its name and its languages' texts. */
export interface TemplateDraft {
  name: string;
  variants: Partial<Record<TLocale, TTemplateVariant>>;
}

/** The languages of a draft, in the product's order. */
export function draftLocales(draft: TemplateDraft): TLocale[] {
  return TEMPLATE_LOCALES.filter((locale) => draft.variants[locale] !== undefined);
}

/** A saved template as a draft; a new one starts in one language with the channel's starter text. */
export function templateDraft(
  template: TTemplate | undefined,
  locale: TLocale,
  starter: (locale: TLocale) => TTemplateVariant,
): TemplateDraft {
  if (!template) return { name: '', variants: { [locale]: starter(locale) } };
  const variants: TemplateDraft['variants'] = {};
  for (const code of TEMPLATE_LOCALES) {
    const variant = template.variants[code];
    if (variant)
      variants[code] = {
        subject: variant.subject ?? '',
        body: variant.body,
        ...(variant.blocks ? { blocks: variant.blocks } : {}),
      };
  }
  return { name: template.name, variants };
}

export function sameDraft(a: TemplateDraft, b: TemplateDraft): boolean {
  if (a.name.trim() !== b.name.trim()) return false;
  const locales = draftLocales(a);
  if (locales.join() !== draftLocales(b).join()) return false;
  return locales.every(
    (locale) =>
      a.variants[locale]?.subject === b.variants[locale]?.subject &&
      a.variants[locale]?.body === b.variants[locale]?.body &&
      JSON.stringify(a.variants[locale]?.blocks ?? null) ===
        JSON.stringify(b.variants[locale]?.blocks ?? null),
  );
}

/** A language added to a draft: its starter text, or the text of the language on screen to translate. */
export function withLocale(draft: TemplateDraft, locale: TLocale, text: TTemplateVariant): TemplateDraft {
  return { ...draft, variants: { ...draft.variants, [locale]: { ...text } } };
}

/** A language taken out of a draft; the last one stays (a template has at least one). */
export function withoutLocale(draft: TemplateDraft, locale: TLocale): TemplateDraft {
  if (draftLocales(draft).length <= 1) return draft;
  const { [locale]: _, ...variants } = draft.variants;
  return { ...draft, variants };
}

/** The body of a save. SMS has no subject: none is sent. */
export function templateSaveBody(draft: TemplateDraft, channel: TChannel): TTemplateSave {
  const variants: TTemplateVariants = {};
  for (const locale of draftLocales(draft)) {
    const variant = draft.variants[locale]!;
    variants[locale] = { subject: channel === 'sms' ? '' : variant.subject.trim(), body: variant.body };
    // a mail built from blocks: the server compiles them to its body (without them: HTML by hand)
    if (channel === 'mail' && variant.blocks) variants[locale].blocks = variant.blocks;
  }
  return { channel, name: draft.name.trim(), variants };
}

/** What keeps a draft from being saved, before the server is asked. */
export type DraftProblem = 'nameMissing' | 'subjectMissing' | 'bodyMissing';

export interface DraftProblems {
  name?: DraftProblem;
  /** A mail needs a subject in each language. */
  subjects: Partial<Record<TLocale, DraftProblem>>;
  bodies: Partial<Record<TLocale, DraftProblem>>;
}

export function draftProblems(draft: TemplateDraft, channel: TChannel): DraftProblems {
  const subjects: DraftProblems['subjects'] = {};
  const bodies: DraftProblems['bodies'] = {};
  for (const locale of draftLocales(draft)) {
    const variant = draft.variants[locale]!;
    if (channel === 'mail' && variant.subject.trim() === '') subjects[locale] = 'subjectMissing';
    if (variant.blocks ? variant.blocks.length === 0 : variant.body.trim() === '')
      bodies[locale] = 'bodyMissing';
  }
  return { ...(draft.name.trim() === '' ? { name: 'nameMissing' as const } : {}), subjects, bodies };
}

/** Whether a language of the draft has a problem. */
export function localeHasProblem(problems: DraftProblems, locale: TLocale): boolean {
  return problems.subjects[locale] !== undefined || problems.bodies[locale] !== undefined;
}
