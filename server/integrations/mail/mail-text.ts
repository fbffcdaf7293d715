/** Text made safe for the HTML part of a mail: names, notes and addresses are the users' own words. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Text made safe for one header line (a subject, a display name): line breaks and other control
 * characters would let a business or client name add headers of its own, so each becomes a space.
 * nodemailer guards too; this does not lean on it.
 */
export function headerText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();
}
