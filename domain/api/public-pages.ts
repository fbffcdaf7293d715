/**
 * The words and paths the pages a client opens without an account share with the server, kept apart
 * from the request contracts so those pages load no schema library.
 */

/** What the client sees when the provider could not be asked; the webhook records the payment later. */
export const PAYMENT_NOT_CONFIRMED_MESSAGE = 'Payment could not be confirmed, it will be checked again';
export const PAYMENT_SUCCESSFUL_MESSAGE = 'Payment Successful';
export const PAYMENT_FAILED_MESSAGE = 'Payment Failed';
export const NO_INVOICE_FOUND_MESSAGE = 'No Invoice Found';

/** The PDF button's error when the answer is missing or not 'success'. */
export const PDF_FAILED_MESSAGE = 'No data received or operation failed';
/** The PDF button's success message. */
export const PDF_DOWNLOADED_MESSAGE = 'Download successfully';

/** `GET /api/v2/invoices/{id}/pdf` */
export function invoicePdfPath(invoiceId: string): string {
  return `/api/v2/invoices/${invoiceId}/pdf`;
}

/** The member's own page: `/m/{token}`. */
export function memberPath(token: string): string {
  return `/m/${token}`;
}

/** The member's statement through the same link. */
export function memberStatementPath(token: string): string {
  return `${memberPath(token)}/statement`;
}

/** How long a member's sign-in code opens their pages. */
export const MEMBER_CODE_MINUTES = 10;
/** Wrong tries after which a code stops working, however long it has left. */
export const MEMBER_CODE_TRIES = 5;
/** The same answer whether or not the address is on a flat: nobody learns who lives where. */
export const MEMBER_CODE_SENT_MESSAGE = `If this e-mail address is on a flat's account, a 6-digit code is on its way. It works for ${MEMBER_CODE_MINUTES} minutes.`;
export const MEMBER_CODE_NOT_VALID_MESSAGE =
  'This code is not valid or has expired. Please ask for a new one.';

/**
 * The pages a member opens from a message, a bookmark or their own link, as patterns whose `:name`
 * parts each stand for one segment of the address. The server answers them with the member's own
 * page (member.html), which loads none of the owner's app; the app holds them too, for an owner who
 * follows a bill's public link.
 */
export const MEMBER_PAGE_PATHS = [
  '/m',
  '/m/:token',
  '/m/:token/statement',
  // Statement links given before member links keep opening.
  '/statement/:token',
  '/invoice/:id',
  '/payment/:id',
  '/payment/success/:id',
] as const;

export type MemberPagePath = (typeof MEMBER_PAGE_PATHS)[number];

/**
 * The parts of `pathname` that `pattern`'s `:name` segments stand for, decoded; null when it is not
 * that page. A slash at the end is allowed; a segment that does not decode is no match.
 */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = given[index] ?? '';
    if (!part.startsWith(':')) {
      if (segment !== part) return null;
      continue;
    }
    if (segment === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return params;
}

export function isMemberPagePath(pathname: string): boolean {
  return MEMBER_PAGE_PATHS.some((pattern) => matchPagePath(pattern, pathname) !== null);
}
