import Button, { type ButtonProps } from '@mui/material/Button';
import type { ChangeEvent } from 'react';

/** CSV and Excel workbooks, by extension and by type (some systems give one, some the other). */
export const IMPORT_FILE_TYPES = [
  '.csv',
  '.xlsx',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

type ImportFileButtonProps = Pick<ButtonProps, 'children' | 'variant' | 'startIcon' | 'disabled' | 'sx'> & {
  onFile: (file: File) => void;
};

/** A button that opens the file picker for one CSV or XLSX file; its text labels the file input. */
export function ImportFileButton({ onFile, disabled, children, ...buttonProps }: ImportFileButtonProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again, once fixed in the spreadsheet, is still a change.
    event.target.value = '';
    if (file) onFile(file);
  }

  return (
    <Button component="label" disabled={disabled} {...buttonProps}>
      {children}
      <input type="file" hidden accept={IMPORT_FILE_TYPES} disabled={disabled} onChange={handleChange} />
    </Button>
  );
}
