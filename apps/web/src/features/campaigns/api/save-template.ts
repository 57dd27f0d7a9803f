import { templatesApi } from '@opinio/domain/api/campaigns';
import type { TTemplate, TTemplateSave } from '@opinio/domain/schemas/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { templateKey } from './get-template.ts';
import { templatesKey } from './get-templates.ts';

interface SaveTemplate {
  /** null: a new template. */
  templateId: number | null;
  body: TTemplateSave;
}

/** POST /api/vuejs/templates/{survey} (new) or PUT /api/vuejs/templates/{survey}/{templateId}. */
function saveTemplate(survey: string, { templateId, body }: SaveTemplate): Promise<TTemplate> {
  if (templateId === null) return callApi(templatesApi.create, { params: { survey }, body });
  return callApi(templatesApi.update, { params: { survey, templateId }, body });
}

export function useSaveTemplate(survey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveTemplate) => saveTemplate(survey, save),
    // the editor shows the refusal at its fields
    meta: { silentError: true },
    onSuccess: (template) => {
      queryClient.setQueryData(templateKey(survey, template.id), template);
      void queryClient.invalidateQueries({ queryKey: [...templatesKey(survey), 'list'] });
    },
  });
}
