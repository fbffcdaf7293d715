import { fetchNoting } from '../../../lib/connection';
import { OFFLINE_MESSAGE, SOMETHING_WENT_WRONG } from '../../../lib/public-json';
/** What the server said of a report: its message, and each field it refused. */
export type ReportAnswer = { ok: boolean; message: string; errors: { path: string; message: string }[] };

/** "I have paid": the form's fields and its file as FormData, through the member's link. */
export async function sendPaymentReport(token: string, form: FormData): Promise<ReportAnswer> {
  let response: Response;
  try {
    response = await fetchNoting(`/api/v2/portal/${encodeURIComponent(token)}/intimations`, {
      method: 'POST',
      body: form,
    });
  } catch {
    return { ok: false, message: OFFLINE_MESSAGE, errors: [] };
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<ReportAnswer>;
  return {
    ok: response.ok,
    message: answer.message ?? SOMETHING_WENT_WRONG,
    errors: answer.errors ?? [],
  };
}
