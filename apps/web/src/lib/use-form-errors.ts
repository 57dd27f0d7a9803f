import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client.ts';

/**
 * A refused save names its bad field (`name`, `scopeUnit`) or a path in it (`sso.0.domain`,
 * `sso[0].domain`, `support.email`): the form shows the message at that field, and anything
 * else above its buttons (`root.server`).
 */

/** The path in the dotted form the forms name their fields by: `sso[0].domain` → `sso.0.domain`. */
export function formFieldPath(field: string): string {
  return field
    .replace(/^\$\.?/, '')
    .replace(/^body\./, '')
    .replaceAll(/\[["']?([^\]"']+)["']?\]/g, '.$1')
    .replace(/^\./, '');
}

/** Whether the form's values have a field at the path (so that an error can be shown there). @internal */
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
 * @internal
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

/** Where a form shows what is not about one of its fields. */
type RootField = `root.${string}`;

export interface FormErrorOptions<T extends FieldValues> {
  /** The server's name of a field the form names otherwise (`scopeUnit` → `unit`, `dueAt` → `due`). */
  rename?: Readonly<Record<string, FieldPath<T> | RootField>>;
  /** Only these server fields land on a field of the form; by default any the form's values have. */
  only?: readonly string[];
  /** Whether the form shows the field now (a field hidden by another's value takes no error). */
  shows?: (field: string) => boolean;
  /** The form's own reading of a failure's field, in place of the above. */
  fieldOf?: (error: ApiError) => string | null;
  /** Where the rest is shown (default `root.server`). */
  root?: RootField;
  /** The text of a failure (default `errorMessage`, which words the server's error code). */
  message?: (error: unknown) => string;
  /** Move the focus to the field that was refused. */
  focus?: boolean;
}

/**
 * One way for every form to show a refused save: the error of an `ApiError` with a `field`
 * lands on that field of the form, anything else on the form's root error, which the form
 * shows as an alert above its buttons (`rootError`).
 */
export function useFormErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues' | 'formState'>,
  options: FormErrorOptions<T> = {},
) {
  const root = options.root ?? 'root.server';
  const fieldOf = (error: unknown): string | null => {
    if (!(error instanceof ApiError)) return null;
    if (options.fieldOf) return options.fieldOf(error);
    if (!error.field) return null;
    const field =
      options.rename?.[error.field] ??
      (options.only
        ? options.only.includes(error.field)
          ? error.field
          : null
        : serverErrorField(form.getValues(), error.field));
    return field && (!options.shows || options.shows(field)) ? field : null;
  };
  const showError = (error: unknown): void => {
    const message = (options.message ?? errorMessage)(error);
    const field = fieldOf(error) ?? root;
    form.setError(
      field as FieldPath<T>,
      { type: 'server', message },
      { shouldFocus: !!options.focus && !field.startsWith('root.') },
    );
  };
  const rootError = (form.formState.errors.root as Record<string, { message?: string }> | undefined)?.[
    root.slice('root.'.length)
  ]?.message;
  return { showError, rootError };
}
