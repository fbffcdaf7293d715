/**
 * Long enough for the browser to start writing the file after the click; then the bytes are
 * let go. Revoking at once cancels the download in some browsers.
 */
const REVOKE_AFTER_MS = 10_000;

/** Saves bytes under a name, as a link with `download` would: the browser's own download, no new tab. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
