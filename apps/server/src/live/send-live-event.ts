import type { TLiveEventPayloads } from '@opinio/domain/schemas/live-events';
import type { LiveEvent } from './live-events.ts';
import type { SseStream } from './sse-stream.ts';

/** Sends a bus event as the stream's event of its type, without the bus's routing fields. */
export function sendLiveEvent(stream: SseStream<TLiveEventPayloads>, event: LiveEvent): void {
  switch (event.type) {
    case 'loadcount':
      stream.send('loadcount', { survey: event.survey, loadCount: event.loadCount });
      return;
    case 'config':
      stream.send('config', { survey: event.survey, configVersion: event.configVersion });
      return;
    case 'alert':
      stream.send('alert', { survey: event.survey, alertId: event.alertId, state: event.state });
      return;
    case 'task': {
      const { survey, taskId, taskType, state, done, total } = event;
      stream.send('task', { survey, taskId, type: taskType, state, done, total });
      return;
    }
    case 'report': {
      const { survey, reportUUID, status, done, total } = event;
      stream.send('report', { survey, reportUUID, status, done, total });
    }
  }
}
