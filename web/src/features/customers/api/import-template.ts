import { IMPORT_PATH } from './send-import-file';

export type ImportTemplateFormat = 'csv' | 'xlsx';

/**
 * The empty file to fill in, with the column headers and an example row. The route is public and
 * answers as an attachment, so a plain download link works without the session's token.
 */
export function importTemplateUrl(format: ImportTemplateFormat): string {
  return `${IMPORT_PATH}/template?format=${format}`;
}
