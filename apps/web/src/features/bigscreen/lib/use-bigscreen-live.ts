import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openBigScreenStream, type StreamStatus } from '../api/bigscreen-stream.ts';
import { bigScreenSummaryKey } from '../api/get-bigscreen-summary.ts';

export interface BigScreenLive {
  status: StreamStatus;
  /** 'revoked_key' or 'invalid_key' once the stream says the key is gone. */
  denied: string | null;
}

/** Keeps the summary current: a refetch on every loadcount event and after each reconnect. */
export function useBigScreenLive(token: string): BigScreenLive {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [denied, setDenied] = useState<string | null>(null);
  useEffect(() => {
    const refetch = () => void queryClient.refetchQueries({ queryKey: bigScreenSummaryKey(token) });
    const stop = openBigScreenStream(token, {
      onStatus: setStatus,
      onLoadCount: refetch,
      onReconnected: refetch,
      onDenied: setDenied,
    });
    window.addEventListener('online', refetch);
    return () => {
      stop();
      window.removeEventListener('online', refetch);
    };
  }, [token, queryClient]);
  return { status, denied };
}
