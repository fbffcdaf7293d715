/** The little of the DOM the fallback needs, for the Clipboard API's absence (plain HTTP, old browsers). */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  // Off screen, and not zoomed into on phones.
  field.style.position = 'fixed';
  field.style.top = '-1000px';
  field.style.fontSize = '16px';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } finally {
    field.remove();
  }
}

/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (HTTPS or localhost),
 * else the old select-and-copy. Answers whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): the old way may still work.
  }
  return copyWithSelection(text);
}
