import { IMPORT_COLUMNS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@domain/api/customer-import';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useState } from 'react';
import { useText } from '../../../lib/text';
import { importTemplateUrl } from '../api/import-template';
import { IMPORT_TEXT } from '../text/import-text';
import { ImportFileButton } from './import-file-button';

/**
 * The columns a file cannot leave out, as the server's header check has them
 * (server/features/customer-import/import-rows.ts); the others may be missing or empty.
 */

const MAX_MEGABYTES = MAX_IMPORT_BYTES / 1_048_576;

const requiredHeaders = new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(
  IMPORT_COLUMNS.filter((column) => column.required).map((column) => column.header),
);

type ImportFileStepProps = {
  onFile: (file: File) => void;
  /** The file being checked by the server, while it is. */
  checking: File | null;
};

function ColumnList() {
  const text = useText(IMPORT_TEXT);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {text.columnsHeading}
      </Typography>
      <Stack
        component="ul"
        aria-label={text.columns}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
      >
        {IMPORT_COLUMNS.map((column) => (
          <Chip
            key={column.key}
            component="li"
            size="small"
            label={column.header}
            variant="outlined"
            color={column.required ? 'primary' : 'default'}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {text.requiredColumns(requiredHeaders)}
      </Typography>
    </Box>
  );
}

/** Step 1: what the file holds, the templates, and the picker (a file may also be dropped on it). */
export function ImportFileStep({ onFile, checking }: ImportFileStepProps) {
  const text = useText(IMPORT_TEXT);
  const [isDraggedOver, setIsDraggedOver] = useState(false);

  function dropFile(event: DragEvent) {
    event.preventDefault();
    setIsDraggedOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !checking) onFile(file);
  }

  return (
    <Stack spacing={3}>
      <Typography sx={{ color: 'text.secondary' }}>{text.intro}</Typography>
      <ColumnList />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button href={importTemplateUrl('csv')} download startIcon={<DownloadIcon />}>
          {text.csvTemplate}
        </Button>
        <Button href={importTemplateUrl('xlsx')} download startIcon={<DownloadIcon />}>
          {text.excelTemplate}
        </Button>
      </Stack>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setIsDraggedOver(true);
        }}
        onDragLeave={() => setIsDraggedOver(false)}
        onDrop={dropFile}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: { xs: 3, sm: 4 },
          textAlign: 'center',
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: isDraggedOver ? 'primary.main' : 'divider',
          bgcolor: isDraggedOver ? 'action.hover' : 'grey.50',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <UploadFileIcon sx={{ fontSize: 40, color: 'primary.main', opacity: 0.8 }} />
        {checking ? (
          <Box sx={{ width: '100%', maxWidth: 360 }}>
            <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }} role="status">
              {text.checking(checking.name)}
            </Typography>
            <LinearProgress aria-label={text.checkingFile} />
          </Box>
        ) : (
          <>
            <ImportFileButton variant="contained" startIcon={<UploadFileIcon />} onFile={onFile}>
              {text.chooseFile}
            </ImportFileButton>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {/* Dropping needs a pointer and a desktop; phones only pick. */}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {text.orDrop}{' '}
              </Box>
              {text.limits(MAX_MEGABYTES, MAX_IMPORT_ROWS)}
            </Typography>
          </>
        )}
      </Box>
    </Stack>
  );
}
