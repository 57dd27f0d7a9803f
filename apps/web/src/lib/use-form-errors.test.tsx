import { describe, expect, it } from 'vitest';
import { formFieldPath, hasFieldPath, serverErrorField } from './use-form-errors.ts';

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
