import { webhooksApi } from '@opinio/domain/api/webhooks';
import type { TWebhookSave } from '@opinio/domain/schemas/webhooks';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '@/lib/api-client.ts';
import { useAdminMutation } from '@/lib/use-admin-mutation.ts';

/** GET /api/vuejs/webhooks/list/{survey}: the universe's endpoints with their secrets. */
function webhooksQueryOptions(surveyExtName: string) {
  return queryOptions({
    queryKey: ['webhooks', surveyExtName] as const,
    queryFn: ({ signal }) => callApi(webhooksApi.list, { params: { survey: surveyExtName }, signal }),
    meta: { silentError: true },
  });
}

export function useWebhooks(surveyExtName: string) {
  return useQuery(webhooksQueryOptions(surveyExtName));
}

/**
 * GET .../deliveries: an endpoint's delivery log, looked at again every few seconds while open.
 * Deliveries are sent after the call that queued them has answered, so when a delivery's state
 * changes in the log the list (its counts of the week) is read again too.
 */
export function useWebhookDeliveries(surveyExtName: string, webhookId: number) {
  const queryClient = useQueryClient();
  const log = useQuery({
    queryKey: ['webhooks', surveyExtName, webhookId, 'deliveries'] as const,
    queryFn: ({ signal }) =>
      callApi(webhooksApi.deliveries, { params: { survey: surveyExtName, webhookId }, signal }),
    meta: { silentError: true },
    refetchInterval: 3000,
  });
  const states = log.data?.deliveries.map((delivery) => `${delivery.id}:${delivery.state}`).join(',');
  const seen = useRef(states);
  useEffect(() => {
    if (states === seen.current) return;
    const first = seen.current === undefined;
    seen.current = states;
    if (!first) void queryClient.invalidateQueries({ queryKey: listKey(surveyExtName), exact: true });
  }, [states, queryClient, surveyExtName]);
  return log;
}

const listKey = (surveyExtName: string) => webhooksQueryOptions(surveyExtName).queryKey;

export function useCreateWebhook(surveyExtName: string) {
  return useAdminMutation(listKey(surveyExtName), (body: TWebhookSave) =>
    callApi(webhooksApi.create, { params: { survey: surveyExtName }, body }),
  );
}

export function useSaveWebhook(surveyExtName: string) {
  return useAdminMutation(listKey(surveyExtName), ({ id, body }: { id: number; body: TWebhookSave }) =>
    callApi(webhooksApi.save, { params: { survey: surveyExtName, webhookId: id }, body }),
  );
}

export function useDeleteWebhook(surveyExtName: string) {
  return useAdminMutation(listKey(surveyExtName), (id: number) =>
    callApi(webhooksApi.delete, { params: { survey: surveyExtName, webhookId: id } }),
  );
}

export function useRotateSecret(surveyExtName: string) {
  return useAdminMutation(listKey(surveyExtName), (id: number) =>
    callApi(webhooksApi.rotateSecret, { params: { survey: surveyExtName, webhookId: id } }),
  );
}

/** Test and retry change the log and the list's counts: both are read again at once. */
export function useDeliveryActions(surveyExtName: string, webhookId: number) {
  const test = useAdminMutation(['webhooks', surveyExtName], () =>
    callApi(webhooksApi.test, { params: { survey: surveyExtName, webhookId } }),
  );
  const retry = useAdminMutation(['webhooks', surveyExtName], (deliveryId: number) =>
    callApi(webhooksApi.retry, { params: { survey: surveyExtName, webhookId, deliveryId } }),
  );
  return { test, retry };
}
