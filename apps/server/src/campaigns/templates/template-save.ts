import { LOCALES } from '@opinio/domain/localized-text';
import {
  TEMPLATE_LIMITS,
  type TTemplateSave,
  type TTemplateVariants,
} from '@opinio/domain/schemas/campaigns';
import { templatePlaceholderIssues } from '@opinio/domain/templates';
import { convert } from 'html-to-text';
import { sanitizeMailHtml } from '#campaigns/render/sanitize-mail-html.ts';
import { HttpError, type IssueError } from '#lib/http-error.ts';
import type { TemplateFields } from './template-repository.ts';

type Issue = IssueError;

const refused = (issues: Issue[]) =>
  new HttpError({ code: 'invalid_content', params: { count: issues.length } }, issues[0].message, {
    field: issues[0].path,
    issues,
  });

/**
 * A template as it is stored, or a 400 naming every problem: an unknown placeholder, an
 * empty text, an SMS too long. A mail body is sanitised here, so what is stored is what is
 * sent (one built from blocks was compiled from them by the server, see template-blocks.ts);
 * an SMS has no subject.
 */
export function checkedTemplate(save: TTemplateSave): TemplateFields {
  const placeholderIssues = templatePlaceholderIssues(save.variants);
  if (placeholderIssues.length > 0) throw refused(placeholderIssues);
  const issues: Issue[] = [];
  const variants: TTemplateVariants = {};
  for (const locale of LOCALES) {
    const variant = save.variants[locale];
    if (!variant) continue;
    const path = `variants.${locale}`;
    const subject = save.channel === 'sms' ? '' : variant.subject.trim();
    // a body built from blocks was compiled by the server (template-blocks.ts): it is kept as it is
    const body =
      save.channel === 'mail' && !variant.blocks
        ? sanitizeMailHtml(variant.body).trim()
        : variant.body.trim();
    const visible = save.channel === 'mail' ? convert(body, { wordwrap: false }).trim() : body;
    if (save.channel === 'mail' && subject === '')
      issues.push({
        path: `${path}.subject`,
        message: 'A mail needs a subject',
        code: 'required',
        params: {},
      });
    if (visible === '')
      issues.push({ path: `${path}.body`, message: 'Write the message', code: 'required', params: {} });
    if (save.channel === 'sms' && body.length > TEMPLATE_LIMITS.smsBody)
      issues.push({
        path: `${path}.body`,
        message: `An SMS may have at most ${TEMPLATE_LIMITS.smsBody} characters (this has ${body.length})`,
        code: 'too_long',
        params: { max: TEMPLATE_LIMITS.smsBody },
      });
    variants[locale] = variant.blocks ? { subject, body, blocks: variant.blocks } : { subject, body };
  }
  if (issues.length > 0) throw refused(issues);
  return { channel: save.channel, name: save.name, variants };
}
