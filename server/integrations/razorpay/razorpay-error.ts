/**
 * Why a call to Razorpay failed: `api` (Razorpay answered an error), `timeout` (no answer in time),
 * `network` (no connection), `invalid_response` (an answer we cannot read), `invalid_request` (refused
 * before sending, e.g. an id that is not Razorpay's).
 */
export type RazorpayErrorKind = 'api' | 'timeout' | 'network' | 'invalid_response' | 'invalid_request';

type RazorpayErrorDetails = {
  kind: RazorpayErrorKind;
  /** What was asked, e.g. `POST /v1/orders`; never carries credentials. */
  operation: string;
  /** Razorpay's HTTP status, when it answered. */
  status?: number;
  /** Razorpay's `error.description`, or our own account of what went wrong. */
  description: string;
  code?: string;
  field?: string;
  reason?: string;
};

/** The one error the client throws. The message names the call and the cause, never the key secret. */
export class RazorpayError extends Error {
  readonly kind: RazorpayErrorKind;
  readonly operation: string;
  readonly status: number | undefined;
  readonly description: string;
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly reason: string | undefined;

  constructor(details: RazorpayErrorDetails) {
    const status = details.status === undefined ? '' : ` ${details.status}`;
    super(`Razorpay ${details.operation} failed${status}: ${details.description}`);
    this.name = 'RazorpayError';
    this.kind = details.kind;
    this.operation = details.operation;
    this.status = details.status;
    this.description = details.description;
    this.code = details.code;
    this.field = details.field;
    this.reason = details.reason;
  }
}
