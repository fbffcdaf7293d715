/**
 * Reads CSV as spreadsheets write it (RFC 4180): fields separated by commas, rows by CRLF or LF,
 * fields in double quotes may hold commas, line breaks and doubled quotes. A leading byte-order mark
 * is dropped. Every value comes back as the text that was written: nothing is converted or evaluated.
 * @throws {SyntaxError} when a quoted field is never closed.
 */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let index = 0;
  let isQuoted = false;

  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };

  while (index < input.length) {
    const character = input[index] as string;
    if (isQuoted) {
      if (character === '"' && input[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (character === '"') isQuoted = false;
      else field += character;
      index += 1;
      continue;
    }
    if (character === '"' && field === '') isQuoted = true;
    else if (character === ',') endField();
    else if (character === '\n') endRow();
    else if (character === '\r' && input[index + 1] === '\n') {
      endRow();
      index += 1;
    } else field += character;
    index += 1;
  }
  if (isQuoted) throw new SyntaxError('A quoted field is not closed');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** One CSV field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
