import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './download-file-name';

const FALLBACK = 'invoice.pdf';

describe('fileNameFromContentDisposition', () => {
  it.each([
    [
      'the UTF-8 name first',
      'attachment; filename="invoice-a.pdf"; filename*=UTF-8\'\'invoice-%E0%A4%85%20B-007.pdf',
      'invoice-अ B-007.pdf',
    ],
    [
      'filename* alone, any case',
      "attachment; FILENAME*=utf-8'en'invoice-Asha%20Verma-007.pdf",
      'invoice-Asha Verma-007.pdf',
    ],
    [
      'a quoted filename with escapes',
      'attachment; filename="invoice-\\"Asha\\" Verma-007.pdf"',
      'invoice-"Asha" Verma-007.pdf',
    ],
    ['a bare token', 'attachment; filename=invoice-007.pdf', 'invoice-007.pdf'],
    [
      'filename when filename* is malformed',
      'attachment; filename="invoice-007.pdf"; filename*=UTF-8\'\'%E0%A4',
      'invoice-007.pdf',
    ],
    ['no folders from the header', 'attachment; filename="../../etc/invoice.pdf"', '..-..-etc-invoice.pdf'],
    ['the fallback without a name', 'inline', FALLBACK],
    ['the fallback without the header', null, FALLBACK],
  ] as const)('reads %s', (_case, header, expected) => {
    expect(fileNameFromContentDisposition(header, FALLBACK)).toBe(expected);
  });
});
