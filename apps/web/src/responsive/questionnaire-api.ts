import { questionnaireUrl } from '@opinio/domain/api/respondent-path';
import type { TQuestionnaire, TQuestionnaireAnswers } from '@opinio/domain/schemas/campaigns';

/** An answer of the server: its status (0: no answer, the connection failed) and its body. */
export interface Reply {
  status: number;
  body: unknown;
}

/** The token's form as the server accepts it (anything else is not a link of ours). */
export const isToken = (token: string) => /^[A-Za-z0-9_-]{16,64}$/.test(token);

async function call(method: 'GET' | 'PUT' | 'POST', token: string, body?: object): Promise<Reply> {
  try {
    const response = await fetch(questionnaireUrl(token), {
      method,
      // The token is the credential: no cookie goes along.
      credentials: 'omit',
      cache: 'no-store',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (a proxy's error page): the status tells enough
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
}

export const fetchQuestionnaire = (token: string) => call('GET', token);
export const questionnaireOf = (reply: Reply) => reply.body as TQuestionnaire;

export const saveDraft = (token: string, draft: TQuestionnaireAnswers) => call('PUT', token, draft);

export const completeQuestionnaire = (token: string, draft: TQuestionnaireAnswers) =>
  call('POST', token, draft);

/** The question a 400 names (`answers.<id>`), if any. */
export function refusedQuestion(reply: Reply): string | null {
  const field = (reply.body as { error?: { field?: unknown } } | null)?.error?.field;
  return typeof field === 'string' && field.startsWith('answers.') ? field.slice('answers.'.length) : null;
}
