import { type FormEvent, useState } from 'react';
import styles from '../portal.module.css';
import { rupees } from '../portal-format';
import { usePortalText } from '../portal-language';
import type { PayPhase } from './use-pay-dues';

type PayDuesPanelProps = {
  /** What the chosen bills (and any balance brought forward) come to. */
  amount: number;
  /** The least another amount may be: the oldest due. */
  least: number;
  phase: PayPhase;
  notice: string | null;
  onPay: (amount?: number) => void;
};

/** The one button from dues to paid, and a different amount for who pays less or in advance. */
export function PayDuesPanel({ amount, least, phase, notice, onPay }: PayDuesPanelProps) {
  const { text } = usePortalText();
  const phaseLabel: Partial<Record<PayPhase, string>> = {
    starting: text.starting,
    confirming: text.confirming,
  };
  const [other, setOther] = useState('');
  const [otherProblem, setOtherProblem] = useState<string | null>(null);
  const isBusy = phase !== 'idle';
  const payOther = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(other.replaceAll(',', ''));
    if (!Number.isFinite(value) || value < least) {
      setOtherProblem(text.otherAmountTooLow(rupees(least)));
      return;
    }
    setOtherProblem(null);
    onPay(Math.round(value * 100) / 100);
  };
  return (
    <div className={styles.payPanel}>
      <button
        type="button"
        className={`${styles.containedButton} ${styles.payButton}`}
        disabled={isBusy || amount <= 0}
        onClick={() => onPay(amount)}
      >
        {phaseLabel[phase] ?? text.pay(rupees(amount))}
      </button>
      <p className={styles.muted}>{text.payOnlineNote}</p>
      {notice ? (
        <p className={styles.notice} role="alert">
          {text.server(notice)}
        </p>
      ) : null}
      <details className={styles.otherAmount}>
        <summary>{text.otherAmount}</summary>
        <form onSubmit={payOther} noValidate>
          <label htmlFor="other-amount">{text.otherAmountLabel}</label>
          <input
            id="other-amount"
            inputMode="decimal"
            autoComplete="off"
            value={other}
            aria-describedby="other-amount-hint"
            aria-invalid={otherProblem ? true : undefined}
            onChange={(event) => setOther(event.target.value)}
          />
          <p id="other-amount-hint" className={styles.muted}>
            {otherProblem ?? text.otherAmountHint(rupees(least))}
          </p>
          <button type="submit" className={styles.outlinedButton} disabled={isBusy}>
            {text.payOther}
          </button>
        </form>
      </details>
    </div>
  );
}
