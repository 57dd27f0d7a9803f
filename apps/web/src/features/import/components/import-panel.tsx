import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_FILE_MAX_BYTES, ZImportFileSize } from '@opinio/domain/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { refreshLoadCount } from '@/lib/load-count.ts';
import { useImportTasks } from '../api/get-import-tasks.ts';
import { useTask } from '../api/get-task.ts';
import { importTemplateUrl } from '../api/import-template-url.ts';
import { useTaskAction } from '../api/manage-tasks.ts';
import { uploadImport } from '../api/upload-import.ts';
import { useTaskEvents } from '../api/use-task-events.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { ImportTaskStatus } from './import-task-status.tsx';
import { ImportTasksTable } from './import-tasks-table.tsx';

/** The picked file; one larger than the server takes is refused here, before it is sent. */
const ZImportForm = z.object({
  file: z.instanceof(File).refine((file) => ZImportFileSize.safeParse(file.size).success),
});
type TImportForm = z.infer<typeof ZImportForm>;

/**
 * Admins import interviews from a CSV or .xlsx file: upload (with progress), then the
 * import task's progress, its result or the file's row errors, and the recent imports.
 */
export function ImportPanel({ surveyExtName }: { surveyExtName: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState<number | null>(null);
  const [uploadFraction, setUploadFraction] = useState(0);
  const task = useTask(surveyExtName, taskId);
  const tasks = useImportTasks(surveyExtName);
  const taskAction = useTaskAction(surveyExtName);
  useTaskEvents(surveyExtName);
  const form = useForm<TImportForm>({ resolver: zodResolver(ZImportForm) });
  const fileError = form.formState.errors.file;

  const upload = useMutation({
    mutationFn: (file: File) => {
      setUploadFraction(0);
      return uploadImport(surveyExtName, file, setUploadFraction);
    },
    onSuccess: ({ taskId: id }) => {
      setTaskId(id);
      void queryClient.invalidateQueries({ queryKey: ['tasks', surveyExtName] });
    },
    // Shown in the panel, next to the file picker.
    meta: { silentError: true },
  });

  // When an import ends: the list shows its outcome, and new data refreshes the dashboard.
  const state = task.data?.state;
  const previous = useRef(state);
  useEffect(() => {
    if (state === previous.current) return;
    const wasActive = previous.current === 'queued' || previous.current === 'running';
    previous.current = state;
    if (!wasActive) return;
    void queryClient.invalidateQueries({ queryKey: ['tasks', surveyExtName] });
    if (state === 'done') void refreshLoadCount(queryClient, surveyExtName);
  }, [state, queryClient, surveyExtName]);

  return (
    <Stack spacing={2} data-testid="import-panel">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {t('import.intro')}
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          href={importTemplateUrl(surveyExtName)}
          download
          data-testid="import-template"
        >
          {t('import.template')}
        </Button>
      </Stack>

      <FileDropZone
        disabled={upload.isPending}
        onFile={(file) => {
          // Picking the file is submitting the form: the upload starts at once.
          form.setValue('file', file);
          void form.handleSubmit(({ file: checked }) => upload.mutate(checked))();
        }}
      />
      {fileError && (
        <Alert severity="error" data-testid="import-file-error">
          {t('import.tooLarge', { size: IMPORT_FILE_MAX_BYTES / 1024 / 1024 })}
        </Alert>
      )}

      {upload.isPending && (
        <Stack spacing={0.5}>
          <LinearProgress
            variant="determinate"
            value={uploadFraction * 100}
            aria-label={t('import.uploadProgress')}
          />
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {t('import.uploading', { percent: Math.round(uploadFraction * 100) })}
          </Typography>
        </Stack>
      )}
      {upload.isError && (
        <Alert severity="error" data-testid="import-upload-error">
          {t('import.uploadFailed', { message: errorMessage(upload.error) })}
        </Alert>
      )}

      {taskId !== null && task.isPending && <LoadingSkeleton variant="rows" height={80} />}
      {taskId !== null && task.isError && <ErrorState error={task.error} onRetry={() => task.refetch()} />}
      {task.data && <ImportTaskStatus task={task.data} />}

      <Typography variant="subtitle2" component="h3">
        {t('import.recent')}
      </Typography>
      {tasks.isPending && <LoadingSkeleton variant="rows" height={120} />}
      {tasks.isError && <ErrorState error={tasks.error} onRetry={() => tasks.refetch()} />}
      {tasks.isSuccess && tasks.data.length === 0 && <EmptyState text={t('import.noImports')} />}
      {tasks.isSuccess && tasks.data.length > 0 && (
        <ImportTasksTable
          tasks={tasks.data}
          selectedId={taskId}
          busy={taskAction.isPending}
          onSelect={setTaskId}
          onRequeue={(id) => {
            taskAction.mutate({ kind: 'assign', taskId: id, state: 'queued' });
            setTaskId(id);
          }}
          onCancel={(id) => taskAction.mutate({ kind: 'assign', taskId: id, state: 'cancelled' })}
          onDelete={(id) => {
            taskAction.mutate({ kind: 'delete', taskId: id });
            if (id === taskId) setTaskId(null);
          }}
        />
      )}
    </Stack>
  );
}
