import type { TStatement, TStatementLine } from '@domain/api/statements';
import { toPaise } from '@domain/money';
import { formatBalance } from '@domain/statement';
import styles from '../invoice.module.css';
import { Link } from '../navigation';
import { rupees } from '../portal-format';
import { usePortalText } from '../portal-language';
import { invoicePath } from './invoice-paths';

const balance = (amount: number) => formatBalance(toPaise(amount));

/** A bill's number opens the bill; a credit note's, the bill it corrects; a receipt's is its number. */
function Reference({ line }: { line: TStatementLine }) {
  if (!line.invoiceId) return <>{line.reference}</>;
  return <Link to={invoicePath(line.invoiceId)}>{line.reference}</Link>;
}

/**
 * The statement's entries between the balance brought forward and the closing balance, one to a row:
 * the day and number, what it was, what it added (+) or took off (−), and the balance after it (Dr
 * owed, Cr advance).
 */
export function StatementEntries({
  statement,
  describe,
}: {
  statement: TStatement;
  describe: (line: TStatementLine) => string;
}) {
  const { text, day } = usePortalText();
  const t = text.statementPage;
  return (
    <ul className={styles.items} aria-label={t.entries}>
      <li className={styles.item}>
        <p className={styles.name}>{t.broughtForward(day(statement.from))}</p>
        <p className={styles.itemAmount}>{balance(statement.openingBalance)}</p>
      </li>
      {statement.lines.length === 0 ? (
        <li className={styles.item}>
          <p className={styles.secondary}>{t.noEntries}</p>
        </li>
      ) : null}
      {statement.lines.map((line) => (
        <li
          key={`${line.kind}-${line.reference}-${line.date}`}
          className={`${styles.item} ${line.kind === 'reversal' ? styles.reversal : ''}`}
        >
          <div>
            <p className={styles.secondary}>
              {day(line.date)}
              {line.reference ? (
                <>
                  {' · '}
                  <Reference line={line} />
                </>
              ) : null}
            </p>
            <p className={styles.name}>{describe(line)}</p>
          </div>
          <div className={styles.entryFigures}>
            <p className={styles.secondary}>
              {line.debit > 0 ? `+ ${rupees(line.debit)}` : line.credit > 0 ? `− ${rupees(line.credit)}` : ''}
            </p>
            <p className={styles.itemAmount}>{balance(line.balance)}</p>
          </div>
        </li>
      ))}
      <li className={`${styles.item} ${styles.closing}`}>
        <div>
          <p className={styles.name}>{t.closing}</p>
          <p className={styles.secondary}>{t.totals(rupees(statement.debits), rupees(statement.credits))}</p>
        </div>
        <p className={styles.itemAmount}>{balance(statement.closingBalance)}</p>
      </li>
    </ul>
  );
}
