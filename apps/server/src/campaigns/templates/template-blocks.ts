import { LOCALES } from '@opinio/domain/localized-text';
import type { TChannel, TTemplateVariants } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { BlockRefused, type BlockSources, compileMailBlocks } from '#campaigns/render/mail-blocks.ts';
import { badRequest } from '#lib/http-error.ts';

/** What a template's blocks show of the universe and the survey, in one language. */
export type BlockSourcesOf = (locale: TLocale) => Promise<BlockSources>;

/**
 * The variants with the body of each language built from blocks compiled from them (the
 * body sent is ignored); the others as they came. Blocks are for mail only; a block that
 * cannot be shown is a 400 naming it (`variants.fi.blocks.2`).
 */
export async function compiledVariants(
  channel: TChannel,
  variants: TTemplateVariants,
  sourcesOf: BlockSourcesOf,
): Promise<TTemplateVariants> {
  const compiled: TTemplateVariants = {};
  for (const locale of LOCALES) {
    const variant = variants[locale];
    if (!variant) continue;
    if (!variant.blocks) {
      compiled[locale] = { subject: variant.subject, body: variant.body };
      continue;
    }
    if (channel !== 'mail')
      throw badRequest(`Only a mail is built from blocks`, `variants.${locale}.blocks`, {
        code: 'not_applicable',
      });
    try {
      const body = await compileMailBlocks(variant.blocks, locale, await sourcesOf(locale));
      compiled[locale] = { subject: variant.subject, body, blocks: variant.blocks };
    } catch (error) {
      if (error instanceof BlockRefused)
        throw badRequest(error.message, `variants.${locale}.blocks.${error.index}`, {
          code: 'not_applicable',
        });
      throw error;
    }
  }
  return compiled;
}
