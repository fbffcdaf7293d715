import { randomBytes } from 'node:crypto';

/** The Graph API's error codes the emulator answers with (WhatsApp Cloud API error codes). */
export const GRAPH_CODES = {
  unknown: 1,
  unknownPath: 2500,
  invalidToken: 190,
  invalidParameter: 100,
  undeliverable: 131026,
  reEngagement: 131047,
  templateMissing: 132001,
  rateLimit: 130429,
} as const;

export type GraphErrorDetails = {
  type?: 'OAuthException' | 'GraphMethodException';
  subcode?: number;
  /** WhatsApp's `error_data.details`: the human explanation under the short title. */
  details?: string;
};

/** Thrown by routes; the dispatcher answers it with the Graph API's error envelope. */
export class GraphHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: Record<string, unknown> },
  ) {
    super(String(body.error.message));
  }
}

/** Meta's trace id: 27 letters and digits, different on every error, quoted to their support. */
function traceId(): string {
  return randomBytes(20)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 27);
}

/** `{error: {message, type, code, error_subcode?, error_data?, fbtrace_id}}`, as graph.facebook.com answers. */
export function graphError(
  status: number,
  code: number,
  message: string,
  details: GraphErrorDetails = {},
): GraphHttpError {
  return new GraphHttpError(status, {
    error: {
      message,
      type: details.type ?? 'OAuthException',
      code,
      ...(details.subcode === undefined ? {} : { error_subcode: details.subcode }),
      ...(details.details === undefined
        ? {}
        : { error_data: { messaging_product: 'whatsapp', details: details.details } }),
      fbtrace_id: traceId(),
    },
  });
}

export const invalidParameter = (details: string) =>
  graphError(400, GRAPH_CODES.invalidParameter, '(#100) Invalid parameter', { details });

/** What a fault injected without a code answers: the code Meta uses for that status. */
export function faultError(status: number, code?: number): GraphHttpError {
  if (status === 401 || code === GRAPH_CODES.invalidToken) {
    return graphError(
      status,
      code ?? GRAPH_CODES.invalidToken,
      'Error validating access token: Session has expired',
      {
        subcode: 463,
      },
    );
  }
  if (status === 429 || code === GRAPH_CODES.rateLimit) {
    return graphError(status, code ?? GRAPH_CODES.rateLimit, '(#130429) Rate limit hit', {
      details: 'Cloud API message throughput has been reached.',
    });
  }
  if (status >= 500) {
    return graphError(status, code ?? GRAPH_CODES.unknown, 'An unknown error has occurred.');
  }
  return graphError(status, code ?? GRAPH_CODES.invalidParameter, `(#${code ?? 100}) Injected failure`);
}
