import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { roleLabel, roleNameLabel } from './role-label.ts';

const en = i18n.getFixedT('en');

describe('role labels', () => {
  it("shows a built-in role in the user's language and an own role as named", () => {
    expect(roleLabel({ name: 'store_manager', builtIn: 'store_manager' }, en)).toBe('Store manager');
    expect(roleLabel({ name: 'Area leads', builtIn: null }, en)).toBe('Area leads');
  });

  it('a role known by its name alone is read as built-in when named by a built-in key', () => {
    expect(roleNameLabel('regional_manager', en)).toBe('Regional manager');
    expect(roleNameLabel('Area leads', en)).toBe('Area leads');
  });
});
