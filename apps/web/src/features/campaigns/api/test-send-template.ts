import { templatesApi } from '@opinio/domain/api/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

interface TestSend {
  templateId: number;
  locale: TLocale;
  /** SMS: the number to send to. */
  phone?: string;
}

/** POST /api/vuejs/templates/testsend/{survey}/{templateId}: the saved template to the caller (mail) or a number (SMS). */
function testSendTemplate(
  survey: string,
  { templateId, locale, phone }: TestSend,
): Promise<{ sentTo: string }> {
  return callApi(templatesApi.testSend, {
    params: { survey, templateId },
    body: { locale, ...(phone ? { phone } : {}) },
  });
}

export function useTestSendTemplate(survey: string) {
  return useMutation({
    mutationFn: (send: TestSend) => testSendTemplate(survey, send),
    meta: { silentError: true },
  });
}
