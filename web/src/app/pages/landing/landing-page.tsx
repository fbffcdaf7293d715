import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActiveSession } from '../../guards';
import styles from './landing.module.css';
import { LandingFooter, LandingHeader } from './landing-chrome';
import { LandingIcon, type LandingIconName } from './landing-icons';
import { LandingIllustration } from './landing-illustration';

const FEATURES: { title: string; text: string; icon: LandingIconName }[] = [
  {
    title: 'Bill flats by area',
    text: "Each customer's flat area and rate per sq.ft fill the invoice for you, with a discount where you give one.",
    icon: 'squareFoot',
  },
  {
    title: 'GST and late fees built in',
    text: 'GST at your rate and your HSN code on every invoice, and a late fee of 2% a month on overdue bills.',
    icon: 'percent',
  },
  {
    title: 'Get paid, remind the rest',
    text: 'Clients open a link to pay online and save the PDF; overdue customers get a reminder by e-mail or WhatsApp.',
    icon: 'notifications',
  },
];

export function LandingPage() {
  const session = useActiveSession();
  useDocumentTitle('Invoicing for housing societies and landlords');

  return (
    <div className={styles.page}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <LandingHeader session={session} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <section aria-labelledby="landing-title" className={styles.hero}>
          <div className={`${styles.container} ${styles.heroGrid}`}>
            <div>
              <p className={styles.overline}>For housing societies, landlords and maintenance agencies</p>
              <h1 id="landing-title" className={styles.title}>
                Create Professional Invoices Effortlessly
              </h1>
              <p className={styles.subtitle}>
                Bill every flat by its area in sq.ft, add GST and late fees automatically, and let residents
                pay online.
              </p>
              <div className={styles.actions}>
                <Link to={session ? '/dashboard' : '/login'} className={styles.containedButton}>
                  {session ? 'Go to dashboard' : 'Get started'}
                  <LandingIcon name="arrowForward" className={styles.icon} />
                </Link>
              </div>
            </div>
            <div className={styles.illustration}>
              <LandingIllustration />
            </div>
          </div>
        </section>
        <section aria-label="What Bahi does" className={styles.features}>
          <div className={styles.container}>
            <ul className={styles.featureGrid}>
              {FEATURES.map((feature) => (
                <li key={feature.title} className={styles.feature}>
                  <div className={styles.featureIcon}>
                    <LandingIcon name={feature.icon} className={styles.icon} />
                  </div>
                  <h2 className={styles.featureTitle}>{feature.title}</h2>
                  <p className={styles.featureText}>{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
      <LandingFooter session={session} />
    </div>
  );
}
