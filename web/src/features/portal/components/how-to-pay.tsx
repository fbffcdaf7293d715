import type { TPublicInvoice } from '@domain/api/invoices';
import type { TPaymentOptions } from '@domain/api/online-payments';
import { formatInvoiceMoney } from '../../../lib/invoice-format';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import styles from '../invoice.module.css';
import { Link } from '../navigation';
import portal from '../portal.module.css';
import { usePortalText } from '../portal-language';
import { invoicePayPath } from './invoice-paths';
import { UpiQr } from './upi-qr';

/**
 * How a bill is paid from its public page, as its PDF offers: the Pay button to the online payment
 * page, and the UPI QR code with the UPI ID. A phone cannot scan its own screen, so there the UPI link
 * itself is a button too, which opens the member's UPI app. Nothing when the business takes neither
 * (the server says which, and only while something is due).
 */
export function HowToPay({ invoice, options }: { invoice: TPublicInvoice; options: TPaymentOptions }) {
  const { text } = usePortalText();
  const t = text.invoice;
  const isPhone = useNarrowScreen();
  const { upi } = options;
  if (!options.online && !upi) return null;
  const balance = formatInvoiceMoney(invoice.balanceDue, invoice.currency);
  return (
    <section aria-labelledby="how-to-pay" className={`${styles.panel} ${styles.howToPay}`}>
      <div className={styles.howToPayText}>
        <h2 id="how-to-pay" className={styles.sectionTitle}>
          {t.howToPay}
        </h2>
        <p className={styles.balance}>
          {t.balanceDue} <strong>{balance}</strong>
        </p>
        <div className={styles.payButtons}>
          {options.online ? (
            <Link to={invoicePayPath(invoice._id)} className={portal.containedButton}>
              {text.pay(balance)}
            </Link>
          ) : null}
          {upi && isPhone ? (
            <a href={upi.uri} className={portal.outlinedButton}>
              {t.payByUpiApp}
            </a>
          ) : null}
        </div>
      </div>
      {upi ? (
        <figure className={styles.qr}>
          <UpiQr uri={upi.uri} label={t.upiQr(balance)} />
          <figcaption>
            <strong>{t.scanWithUpi}</strong>
            <br />
            {t.upiId(upi.id)}
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
