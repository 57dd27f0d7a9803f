import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IMPORT_FILE_MAX_BYTES } from '@opinio/domain/schemas/tasks';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FileDropZoneProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Drop a file here, or pick it with the button (keyboard and screen readers). */
export function FileDropZone({ disabled, onFile }: FileDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="import-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <UploadFileIcon aria-hidden color={over ? 'primary' : 'action'} fontSize="large" />
      <Typography variant="body2" id={hintId}>
        {t('import.dropHint', { size: Math.round(IMPORT_FILE_MAX_BYTES / 1024 / 1024) })}
      </Typography>
      <Button
        variant="contained"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
        data-testid="import-choose-file"
      >
        {t('import.chooseFile')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="import-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be picked again after a fix.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
