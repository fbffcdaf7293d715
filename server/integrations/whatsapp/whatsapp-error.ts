/**
 * Why a call to the Cloud API failed: `api` (Meta answered an error), `timeout` (no answer in time),
 * `network` (no connection), `invalid_response` (an answer we cannot read).
 */
type WhatsAppErrorKind = 'api' | 'timeout' | 'network' | 'invalid_response';

/**
 * Graph error codes another attempt may mend: throttling (4, 80007, 130429, 131048, 131056) and Meta's
 * own trouble (1, 2, 131000, 133004). Any other 4xx (190 token, 100 parameter, 131026 undeliverable,
 * 131047 outside the 24-hour window, 132001 no such template, …) fails the same way every time.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131048, 131056, 133004]);

type WhatsAppErrorDetails = {
  kind: WhatsAppErrorKind;
  /** What was asked, e.g. `POST /messages`; never carries the token. */
  operation: string;
  status?: number;
  /** Meta's `error.message` (and `error_data.details`), or our own account of what went wrong. */
  description: string;
  code?: number;
  subcode?: number;
};

function isPermanentFailure(details: WhatsAppErrorDetails): boolean {
  // No answer, or one we cannot read: Meta may be fine a moment later.
  if (details.kind !== 'api') return false;
  if (details.code !== undefined && RETRYABLE_CODES.has(details.code)) return false;
  const status = details.status ?? 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The one error the client throws. The message names the call, the status and Meta's code, never the token. */
export class WhatsAppError extends Error {
  readonly kind: WhatsAppErrorKind;
  readonly operation: string;
  readonly status: number | undefined;
  readonly description: string;
  /** The Graph error code, e.g. 190 (token), 131047 (outside the 24-hour window). */
  readonly code: number | undefined;
  readonly subcode: number | undefined;
  /** True when sending the same message again cannot succeed: the outbox should not retry. */
  readonly isPermanent: boolean;

  constructor(details: WhatsAppErrorDetails) {
    const status = details.status === undefined ? '' : ` ${details.status}`;
    const code = details.code === undefined ? '' : ` (code ${details.code})`;
    super(`WhatsApp ${details.operation} failed${status}: ${details.description}${code}`);
    this.name = 'WhatsAppError';
    this.kind = details.kind;
    this.operation = details.operation;
    this.status = details.status;
    this.description = details.description;
    this.code = details.code;
    this.subcode = details.subcode;
    this.isPermanent = isPermanentFailure(details);
  }
}
