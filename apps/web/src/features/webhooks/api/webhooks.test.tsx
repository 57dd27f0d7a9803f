// @vitest-environment happy-dom
import type { TWebhookDelivery, TWebhookDeliveryList } from '@opinio/domain/schemas/webhooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useWebhookDeliveries } from './webhooks.ts';

/**
 * A test delivery is queued by the call and sent after it answered: the list's "delivered this
 * week" must be read again when the log sees the delivery land, not only when the call answers.
 * The queries here never fetch (disabled by default); their data is set as the server would.
 */
function delivery(id: number, state: TWebhookDelivery['state']): TWebhookDelivery {
  return {
    id,
    event: 'webhook.test',
    eventId: `e${id}`,
    state,
    attempts: [],
    nextAttemptAt: null,
    createdAt: '2026-11-27T04:00:00.000Z',
    deliveredAt: null,
    payload: {},
  };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  const logKey = ['webhooks', 'cx', 7, 'deliveries'];
  const listKey = ['webhooks', 'cx'];
  client.setQueryData(listKey, { webhooks: [] });
  client.setQueryData<TWebhookDeliveryList>(logKey, { deliveries: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useWebhookDeliveries('cx', 7), { wrapper });
  const listInvalidated = () => client.getQueryState(listKey)?.isInvalidated;
  const logSays = (deliveries: TWebhookDelivery[]) =>
    // the cache tells its observers on the next tick: act waits for it and React's effects
    act(async () => {
      client.setQueryData<TWebhookDeliveryList>(logKey, { deliveries });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const listRead = () => client.setQueryData(listKey, { webhooks: [] });
  return { listInvalidated, logSays, listRead };
}

describe('useWebhookDeliveries', () => {
  it('opening the log leaves the list as it is', () => {
    const { listInvalidated } = setup();
    expect(listInvalidated()).toBe(false);
  });

  it('a delivery queued, then delivered, has the list read again each time', async () => {
    const { listInvalidated, logSays, listRead } = setup();
    await logSays([delivery(1, 'queued')]);
    expect(listInvalidated()).toBe(true);
    listRead();
    expect(listInvalidated()).toBe(false);
    await logSays([delivery(1, 'delivered')]);
    expect(listInvalidated()).toBe(true);
  });

  it('the log read again with nothing changed leaves the list as it is', async () => {
    const { listInvalidated, logSays, listRead } = setup();
    await logSays([delivery(1, 'delivered')]);
    listRead();
    await logSays([delivery(1, 'delivered')]);
    expect(listInvalidated()).toBe(false);
  });
});
