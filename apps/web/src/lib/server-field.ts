/**
 * A refused save names its bad field as a path (`sso.0.domain`, `sso[0].domain`,
 * `support.email`): the forms here show the message at that field.
 */

/** The path in the dotted form the forms name their fields by: `sso[0].domain` → `sso.0.domain`. */
export function formFieldPath(field: string): string {
  return field
    .replace(/^\$\.?/, '')
    .replace(/^body\./, '')
    .replaceAll(/\[["']?([^\]"']+)["']?\]/g, '.$1')
    .replace(/^\./, '');
}

/** Whether the form's values have a field at the path (so that an error can be shown there). */
export function hasFieldPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return path !== '';
}

/**
 * The form field a server error belongs to: its path when the form has that field, else the
 * nearest enclosing field it has (`title.fi` on a form with `title`), else null.
 */
export function serverErrorField(values: unknown, field: string | undefined): string | null {
  if (!field) return null;
  const parts = formFieldPath(field).split('.');
  for (let length = parts.length; length > 0; length--) {
    const path = parts.slice(0, length).join('.');
    if (hasFieldPath(values, path)) return path;
  }
  return null;
}
