import { MAX_BIGSERIAL_ID } from '@opinio/domain/limits';

/** An interview id as typed: a positive whole number the id column can hold, else null. */
export function parseInterviewId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,19}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= MAX_BIGSERIAL_ID ? id : null;
}
