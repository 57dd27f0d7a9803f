import { z } from 'zod';

/**
 * Text a user types into a list's search box: trimmed, at most 200 characters, and no NUL
 * character (no stored text holds one, and PostgreSQL refuses it in a query).
 */
export const ZSearchText = z
  .string()
  .trim()
  .max(200)
  .refine((text) => !text.includes('\0'), 'must not contain a NUL character');
