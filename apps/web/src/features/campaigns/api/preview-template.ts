import { templatesApi } from '@opinio/domain/api/campaigns';
import type { TTemplatePreview, TTemplatePreviewRequest } from '@opinio/domain/schemas/campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, fetchApi } from '@/lib/api-client.ts';
import { templatesKey } from './get-templates.ts';

/** POST /api/vuejs/templates/preview/{survey}: a template, saved or not, filled in for a real contact. */
function previewTemplate(
  survey: string,
  body: TTemplatePreviewRequest,
  signal?: AbortSignal,
): Promise<TTemplatePreview> {
  return callApi(templatesApi.preview, { params: { survey }, body, signal });
}

/**
 * The preview of the text being written (`request` debounced by the editor; null: nothing to
 * preview). The last preview stays on screen while the next one is made.
 */
export function useTemplatePreview(survey: string, request: TTemplatePreviewRequest | null) {
  return useQuery({
    queryKey: [...templatesKey(survey), 'preview', request] as const,
    queryFn: ({ signal }) => previewTemplate(survey, request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    meta: { silentError: true },
  });
}

/** POST /api/vuejs/templates/previewpdf/{survey}: a letter template laid out as the PDF a contact gets. */
export async function letterPreviewPdf(survey: string, body: TTemplatePreviewRequest): Promise<Blob> {
  const response = await fetchApi(templatesApi.previewPdf, { params: { survey }, body });
  return response.blob();
}
