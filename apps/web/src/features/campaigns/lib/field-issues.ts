import { ApiError, errorMessage, problemText } from '@/lib/api-client.ts';

/** A server refusal's messages, in the UI's language, by the field path they are about ('other' for the rest). */
export type FieldIssues = Readonly<Record<string, readonly string[]>>;

/** `body.variants[fi].body`, `/variants/fi/body` and `variants.fi.body` are the same field. @internal */
export function fieldPath(path: string): string {
  return path
    .replace(/^\$\.?/, '')
    .replaceAll('/', '.')
    .replaceAll(/\[["']?([^\]"']+)["']?\]/g, '.$1')
    .replace(/^\.+/, '')
    .replace(/^body\./, '');
}

/** The message without the field it repeats ("variants.fi.body: Unknown placeholder" → "Unknown placeholder"). */
function ownMessage(message: string, path: string): string {
  for (const prefix of [`${path}: `, `body.${path}: `])
    if (message.startsWith(prefix)) return message.slice(prefix.length);
  return message;
}

/**
 * A 400's messages by field: each of its `issues`, else its one `field`. Paths a form does not
 * show (`known` says which it does) and errors that name no field go under 'other'; anything
 * but an ApiError too.
 */
export function fieldIssues(error: unknown, known: (path: string) => boolean): FieldIssues {
  const found: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    const key = known(path) ? path : 'other';
    found[key] = [...(found[key] ?? []), ownMessage(message, path)];
  };
  if (!(error instanceof ApiError)) {
    if (error) add('', error instanceof Error ? error.message : String(error));
    return found;
  }
  if (error.issues && error.issues.length > 0) {
    for (const issue of error.issues) add(fieldPath(issue.path), problemText(issue));
  } else {
    add(error.field ? fieldPath(error.field) : '', errorMessage(error));
  }
  return found;
}

/** The messages about a field, as one text ('' when none). */
export function issueText(issues: FieldIssues, path: string): string {
  return (issues[path] ?? []).join(' ');
}

/** The issues left once the field at `path` (and what is under it) has changed. */
export function withoutIssues(issues: FieldIssues, path: string): FieldIssues {
  const left: Record<string, readonly string[]> = {};
  for (const [key, messages] of Object.entries(issues))
    if (key !== path && !key.startsWith(`${path}.`)) left[key] = messages;
  return left;
}
