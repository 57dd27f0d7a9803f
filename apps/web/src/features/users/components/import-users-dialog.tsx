import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, problemText } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useImportUsers } from '../api/users-api.ts';

/** Upload a CSV or Excel file of users: every row is checked first; any bad cell is listed and nothing is imported. */
export function ImportUsersDialog({ surveyExtName, onClose }: { surveyExtName: string; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportUsers(surveyExtName);
  const rows = upload.error instanceof ApiError ? (upload.error.rows ?? []) : [];

  const run = async () => {
    if (!file) return;
    try {
      const result = await upload.mutateAsync(file);
      showSnackbar(t('users.importDone', result), 'success');
      onClose();
    } catch {
      // listed in the dialog
    }
  };

  return (
    <Dialog
      open
      onClose={upload.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('users.importTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('users.importIntro')}</DialogContentText>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" htmlFor={inputId}>
              {t('users.importChoose')}
              <input
                id={inputId}
                type="file"
                hidden
                accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  upload.reset();
                }}
                data-testid="users-import-file"
              />
            </Button>
            <Typography variant="body2">{file?.name}</Typography>
          </Stack>
          {upload.isError && (
            <Alert severity="error" data-testid="users-import-error">
              {errorMessage(upload.error)}
              {rows.length > 0 && (
                <List dense disablePadding sx={{ maxHeight: 220, overflowY: 'auto' }}>
                  {rows.slice(0, 100).map((r) => (
                    <ListItem key={`${r.row}-${r.column}`} disableGutters>
                      {t('users.importRows', { row: r.row, column: r.column, message: problemText(r) })}
                    </ListItem>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={upload.isPending}>
          {t('users.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={run}
          disabled={!file || upload.isPending}
          data-testid="users-import-run"
        >
          {t('users.importRun')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
