import { vi } from 'vitest';

/** A PDF answer as the server sends it: the bytes, their type and the name to save them under. */
export function pdfResponse(
  contentDisposition = 'attachment; filename="invoice-Asha Verma-007.pdf"; filename*=UTF-8\'\'invoice-Asha%20Verma-007.pdf',
): Response {
  return new Response(new Blob(['%PDF-1.7\n%test'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition },
  });
}

export type SavedFile = { href: string; download: string };

/**
 * jsdom neither makes object URLs nor downloads: both are stood in for, and every link clicked to save
 * a file is recorded. Undo with `vi.restoreAllMocks()`.
 */
export function stubFileSaving(): SavedFile[] {
  const saved: SavedFile[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}
