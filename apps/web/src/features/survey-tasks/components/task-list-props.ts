import type { TTask } from '@opinio/domain/schemas/tasks';
import type { TaskBulkAction } from '../lib/task-list.ts';

/** What the table and the phone's cards of tasks share. */
export interface TaskListProps {
  tasks: readonly TTask[];
  selected: ReadonlySet<number>;
  onToggle: (taskId: number) => void;
  onToggleAll: () => void;
  /** While a command runs, no other starts. */
  busy: boolean;
  onAction: (action: TaskBulkAction, task: TTask) => void;
}
