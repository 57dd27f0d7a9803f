import type { TTask } from '@opinio/domain/schemas/tasks';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text.ts';
import { isKnownTaskType } from '../lib/task-list.ts';

/** A task type's name in the user's language; a type without one is shown as it is. */
export function useTaskTypeName() {
  const { t } = useTranslation();
  return (type: string) => (isKnownTaskType(type) ? t(`tasks.type.${type}`) : type);
}

/** What a task is about in a line: its type, and the file of an import. */
export function useTaskTitle() {
  const typeName = useTaskTypeName();
  return (task: TTask) => (task.fileName ? `${typeName(task.type)} · ${task.fileName}` : typeName(task.type));
}

/**
 * Why a task failed, for people: an import's reason by its code in the user's language;
 * otherwise the worker's own words (a stopped worker), which only a task of another kind has.
 */
export function taskErrorText(task: TTask): string | null {
  const failure = task.failure ?? task.result?.failure;
  return failure ? errorText(failure.code, failure.params) : task.error;
}
