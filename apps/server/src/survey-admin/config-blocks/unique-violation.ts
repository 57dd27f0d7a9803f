/** PostgreSQL's unique_violation (23505): a row with that key exists. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
