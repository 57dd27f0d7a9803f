import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's `register` for an MUI TextField: the field's ref goes to the input
 * element (`inputRef`), not to the TextField's root, so that focusing an invalid field and
 * reading its value reach the input itself.
 */
export function registerTextField<T extends FieldValues, N extends FieldPath<T>>(
  form: Pick<UseFormReturn<T>, 'register'>,
  name: N,
  options?: RegisterOptions<T, N>,
) {
  const { ref, ...field } = form.register(name, options);
  return { ...field, inputRef: ref };
}
