import { fork } from 'node:child_process';
import type { CallSample, ClientsMessage, ClientsStart } from './latency-clients.ts';

export interface ClientProcess {
  /** Stops the clients after their calls in flight; resolves when the last samples are in. */
  stop(): Promise<void>;
}

/**
 * Starts bench/latency-clients.ts in a child process (same Node flags, so tsx loads it)
 * and hands every batch of samples to `onSamples` as they come in.
 */
export async function startClients(
  start: ClientsStart,
  onSamples: (samples: CallSample[]) => void,
): Promise<ClientProcess> {
  const child = fork(new URL('./latency-clients.ts', import.meta.url).pathname, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let finished!: () => void;
  const done = new Promise<void>((resolve, reject) => {
    finished = resolve;
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the load clients exited with ${code}`)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: ClientsMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'samples') onSamples(message.samples);
      else finished();
    });
    child.once('error', reject);
  });
  child.send(start);
  return {
    async stop() {
      child.send({ type: 'stop' });
      await done;
    },
  };
}
