import { INTIMATION_METHODS } from '@domain/constants';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type ReportAnswer, sendPaymentReport } from '../api/report-payment';
import styles from '../portal.module.css';
import { usePortalText } from '../portal-language';

type Field = 'amount' | 'paidOn' | 'paymentMethod' | 'reference' | 'note';

/** "I have paid": amount, day, how, the UTR or cheque number, a note and a proof, sent to the treasurer. */
export function ReportPaymentForm({
  token,
  today,
  onSent,
}: {
  token: string;
  today: string;
  onSent: (message: string) => void;
}) {
  const { text } = usePortalText();
  const [isOpen, setIsOpen] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [answer, setAnswer] = useState<ReportAnswer | null>(null);
  const problemOf = (field: Field) => answer?.errors.find((error) => error.path === field)?.message;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (file instanceof File && file.size === 0) form.delete('file');
    setIsSending(true);
    const sent = await sendPaymentReport(token, form);
    setIsSending(false);
    if (!sent.ok) {
      setAnswer(sent);
      return;
    }
    setAnswer(null);
    setIsOpen(false);
    onSent(sent.message);
  }

  if (!isOpen)
    return (
      <button type="button" className={styles.outlinedButton} onClick={() => setIsOpen(true)}>
        {text.iHavePaid}
      </button>
    );
  const field = (name: Field, label: string, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`report-${name}`}>{label}</label>
      {input}
      {problemOf(name) ? (
        <p id={`report-${name}-problem`} className={styles.fieldProblem}>
          {text.server(problemOf(name) ?? '')}
        </p>
      ) : null}
    </div>
  );
  const described = (name: Field) =>
    problemOf(name) ? { 'aria-invalid': true, 'aria-describedby': `report-${name}-problem` } : {};
  return (
    <form className={styles.reportForm} onSubmit={send} noValidate aria-label={text.iHavePaid}>
      {field(
        'amount',
        text.reportAmount,
        <input
          id="report-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          {...described('amount')}
        />,
      )}
      {field(
        'paidOn',
        text.reportDate,
        <input
          id="report-paidOn"
          name="paidOn"
          type="date"
          max={today}
          defaultValue={today}
          required
          {...described('paidOn')}
        />,
      )}
      {field(
        'paymentMethod',
        text.reportMethod,
        <select
          id="report-paymentMethod"
          name="paymentMethod"
          defaultValue="UPI"
          {...described('paymentMethod')}
        >
          {INTIMATION_METHODS.map((method) => (
            <option key={method} value={method}>
              {text.reportMethods[method]}
            </option>
          ))}
        </select>,
      )}
      {field(
        'reference',
        text.reportReference,
        <input
          id="report-reference"
          name="reference"
          autoComplete="off"
          maxLength={100}
          {...described('reference')}
        />,
      )}
      {field(
        'note',
        text.reportNote,
        <textarea id="report-note" name="note" rows={2} maxLength={500} {...described('note')} />,
      )}
      <div className={styles.field}>
        <label htmlFor="report-file">{text.reportProof}</label>
        <input id="report-file" name="file" type="file" accept="image/jpeg,image/png,application/pdf" />
      </div>
      {answer ? (
        <p className={styles.notice} role="alert">
          {text.server(answer.message)}
        </p>
      ) : null}
      <div className={styles.cardActions}>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => setIsOpen(false)}
          disabled={isSending}
        >
          {text.reportCancel}
        </button>
        <button type="submit" className={styles.containedButton} disabled={isSending}>
          {isSending ? text.reportSending : text.reportSend}
        </button>
      </div>
    </form>
  );
}
