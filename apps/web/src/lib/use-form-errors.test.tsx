// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  type FormErrorOptions,
  formFieldPath,
  hasFieldPath,
  serverErrorField,
  useFormErrors,
} from './use-form-errors.ts';

describe('formFieldPath', () => {
  it('keeps a dotted path', () => {
    expect(formFieldPath('sso.0.domain')).toBe('sso.0.domain');
    expect(formFieldPath('support.email')).toBe('support.email');
  });
  it('turns brackets into dots', () => {
    expect(formFieldPath('sso[0].domain')).toBe('sso.0.domain');
    expect(formFieldPath('options[12].title.fi')).toBe('options.12.title.fi');
    expect(formFieldPath('values["age"]')).toBe('values.age');
  });
  it('drops a leading body or JSON path root', () => {
    expect(formFieldPath('body.support.phone')).toBe('support.phone');
    expect(formFieldPath('$.sso[1].realm')).toBe('sso.1.realm');
    expect(formFieldPath('[0].extName')).toBe('0.extName');
  });
});

describe('hasFieldPath', () => {
  const values = { title: 'A', support: { email: '' }, sso: [{ domain: 'x' }] };
  it('finds fields of objects and arrays', () => {
    expect(hasFieldPath(values, 'support.email')).toBe(true);
    expect(hasFieldPath(values, 'sso.0.domain')).toBe(true);
  });
  it('misses fields the form does not have', () => {
    expect(hasFieldPath(values, 'sso.1.domain')).toBe(false);
    expect(hasFieldPath(values, 'support.fax')).toBe(false);
    expect(hasFieldPath(values, '')).toBe(false);
    expect(hasFieldPath(values, 'title.length')).toBe(false);
  });
});

describe('serverErrorField', () => {
  const values = { title: { en: '', fi: '', sv: '' }, sso: [{ domain: 'a' }], min: '' };
  it('answers the field itself when the form has it', () => {
    expect(serverErrorField(values, 'sso[0].domain')).toBe('sso.0.domain');
    expect(serverErrorField(values, 'title.fi')).toBe('title.fi');
  });
  it('falls back to the nearest field the form has', () => {
    expect(serverErrorField(values, 'sso.0.port')).toBe('sso.0');
    expect(serverErrorField(values, 'min.value')).toBe('min');
  });
  it('answers null for a field the form does not show', () => {
    expect(serverErrorField(values, 'forwarding')).toBeNull();
    expect(serverErrorField(values, undefined)).toBeNull();
  });
});

interface KeyForm {
  name: string;
  unit: string | null;
  sso: { domain: string }[];
}

/** A form with the hook, as a form component holds them. */
function formWithErrors(options?: FormErrorOptions<KeyForm>) {
  return renderHook(() => {
    const form = useForm<KeyForm>({ defaultValues: { name: '', unit: null, sso: [{ domain: '' }] } });
    return { form, ...useFormErrors(form, options) };
  });
}

describe('useFormErrors', () => {
  it('puts the message of a refusal naming a field of the form on that field', () => {
    const { result } = formWithErrors();
    act(() =>
      result.current.showError(
        new ApiError(400, 'too_long', 'Too long.', 'sso[0].domain', undefined, undefined, { max: 80 }),
      ),
    );
    expect(result.current.form.formState.errors.sso?.[0]?.domain?.message).toBe(
      'Too long: at most 80 characters.',
    );
    expect(result.current.rootError).toBeUndefined();
  });

  it("shows anything else as the form's root error, with its message", () => {
    const { result } = formWithErrors();
    act(() => result.current.showError(new ApiError(409, 'conflict', 'Changed meanwhile.', 'version')));
    expect(result.current.rootError).toBe('This is not possible in the present state. Reload and try again.');
    act(() => result.current.showError(new Error('Network down')));
    expect(result.current.rootError).toBe('Network down');
  });

  it("reads a server field under the form's own name, and takes only the fields it lists", () => {
    const { result } = formWithErrors({ only: ['name'], rename: { scopeUnit: 'unit' } });
    act(() => result.current.showError(new ApiError(400, 'unknown_value', 'No such unit.', 'scopeUnit')));
    expect(result.current.form.formState.errors.unit?.message).toBe('No such choice exists.');
    act(() => result.current.showError(new ApiError(400, 'invalid_value', 'Bad domain.', 'sso.0.domain')));
    expect(result.current.form.formState.errors.sso).toBeUndefined();
    expect(result.current.rootError).toBe('This value is not accepted.');
  });

  it('a field the form does not show now takes no error: the message goes to the root', () => {
    const { result } = formWithErrors({ shows: (field) => field !== 'name' });
    act(() =>
      result.current.showError(
        new ApiError(409, 'already_exists', 'Taken.', 'name', undefined, undefined, { value: 'North' }),
      ),
    );
    expect(result.current.form.formState.errors.name).toBeUndefined();
    expect(result.current.rootError).toBe('North is taken already.');
  });

  it('words the message as the form asks', () => {
    const { result } = formWithErrors({ message: () => 'That name is taken.', root: 'root.other' });
    act(() => result.current.showError(new ApiError(409, 'conflict', 'conflict')));
    expect(result.current.rootError).toBe('That name is taken.');
    expect(result.current.form.formState.errors.root?.other?.message).toBe('That name is taken.');
  });
});
