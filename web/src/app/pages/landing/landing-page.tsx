import { useActiveSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './landing.module.css';
import { LandingFooter, LandingHeader } from './landing-chrome';
import { LandingIcon, type LandingIconName } from './landing-icons';
import { LandingIllustration } from './landing-illustration';
import { LandingLink } from './landing-link';
import { LANDING_TEXT, type LandingText } from './landing-text';

const FEATURE_ICONS: Record<keyof LandingText['features'], LandingIconName> = {
  area: 'squareFoot',
  gst: 'percent',
  reminders: 'notifications',
};

export function LandingPage() {
  const session = useActiveSession();
  const text = useText(LANDING_TEXT);
  useDocumentTitle(text.documentTitle);

  return (
    <div className={styles.page}>
      <a href="#main-content" className={styles.skipLink}>
        {text.skipToContent}
      </a>
      <LandingHeader session={session} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <section aria-labelledby="landing-title" className={styles.hero}>
          <div className={`${styles.container} ${styles.heroGrid}`}>
            <div>
              <p className={styles.overline}>{text.overline}</p>
              <h1 id="landing-title" className={styles.title}>
                {text.title}
              </h1>
              <p className={styles.subtitle}>{text.subtitle}</p>
              <div className={styles.actions}>
                <LandingLink to={session ? '/dashboard' : '/login'} className={styles.containedButton}>
                  {session ? text.goToDashboard : text.getStarted}
                  <LandingIcon name="arrowForward" className={styles.icon} />
                </LandingLink>
              </div>
            </div>
            <div className={styles.illustration}>
              <LandingIllustration />
            </div>
          </div>
        </section>
        <section aria-label={text.featuresLabel} className={styles.features}>
          <div className={styles.container}>
            <ul className={styles.featureGrid}>
              {(Object.keys(FEATURE_ICONS) as (keyof typeof FEATURE_ICONS)[]).map((name) => (
                <li key={name} className={styles.feature}>
                  <div className={styles.featureIcon}>
                    <LandingIcon name={FEATURE_ICONS[name]} className={styles.icon} />
                  </div>
                  <h2 className={styles.featureTitle}>{text.features[name].title}</h2>
                  <p className={styles.featureText}>{text.features[name].text}</p>
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
