import { templatesApi } from '@opinio/domain/api/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { templateKey } from './get-template.ts';
import { templatesKey } from './get-templates.ts';

/** DELETE /api/vuejs/templates/{survey}/{templateId}: campaigns sent with it keep its name. */
function deleteTemplate(survey: string, templateId: number): Promise<void> {
  return callApi(templatesApi.delete, { params: { survey, templateId } });
}

export function useDeleteTemplate(survey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => deleteTemplate(survey, templateId),
    meta: { silentError: true },
    onSuccess: (_, templateId) => {
      queryClient.removeQueries({ queryKey: templateKey(survey, templateId) });
      void queryClient.invalidateQueries({ queryKey: [...templatesKey(survey), 'list'] });
    },
  });
}
