import type { TMemberPortal } from '@domain/api/portal';
import type { ReactNode } from 'react';
import type { MemberPortalFailure } from '../api/member-portal';
import { Link } from '../navigation';
import styles from '../portal.module.css';
import { usePortalText } from '../portal-language';
import type { PortalText } from '../portal-text';

type ShellProps = {
  /** The society or business: its name on top, its contacts below. */
  society?: Partial<TMemberPortal['society']> & { name: string };
  member?: TMemberPortal['member'];
  children: ReactNode;
};

/** The member pages' frame: the society and the flat on top, the society's contacts below. */
export function PortalShell({ society, member, children }: ShellProps) {
  const { text, language, choose } = usePortalText();
  const other = language === 'en' ? 'hi' : 'en';
  return (
    <div className={styles.page}>
      <a href="#member-content" className={styles.skipLink}>
        {text.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.container}>
          <div className={styles.headerTop}>
            <p className={styles.society}>{society?.name ?? text.productName}</p>
            <button
              type="button"
              className={styles.languageButton}
              lang={other}
              onClick={() => choose(other)}
            >
              {text.switchLanguage}
            </button>
          </div>
          {member ? (
            <>
              <h1 className={styles.flat}>{text.flat(member.parts)}</h1>
              <p className={styles.holder}>{member.name}</p>
            </>
          ) : null}
        </div>
      </header>
      <main id="member-content" tabIndex={-1} className={`${styles.container} ${styles.main}`}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.container}>
          {society && (society.phone || society.email) ? (
            <p>
              {text.contact} {society.phone ? <a href={`tel:${society.phone}`}>{society.phone}</a> : null}
              {society.phone && society.email ? ' · ' : null}
              {society.email ? <a href={`mailto:${society.email}`}>{society.email}</a> : null}
            </p>
          ) : null}
          {society?.address ? <p>{society.address}</p> : null}
          <p className={styles.poweredBy}>{text.poweredBy}</p>
        </div>
      </footer>
    </div>
  );
}

/** A member page while its answer is on its way: the frame, and what is being loaded. */
export function PortalLoading({ label }: { label: string }) {
  return (
    <PortalShell>
      <p className={styles.loading} role="status">
        {label}
      </p>
    </PortalShell>
  );
}

function failureTextOf(
  text: PortalText,
): Record<MemberPortalFailure, { title: string; body: string; canRetry: boolean }> {
  return {
    'not-valid': { title: text.notValidTitle, body: text.notValidText, canRetry: false },
    offline: { title: text.offlineTitle, body: text.offlineText, canRetry: true },
    failed: { title: text.failedTitle, body: text.failedText, canRetry: true },
  };
}

/** Why a page shows nothing, in the member pages' frame; a way to try again when trying again can help. */
export function FailureMessage({
  title,
  body,
  onRetry,
  children,
}: {
  title: string;
  body: string;
  onRetry?: () => void;
  /** Another way on from here. */
  children?: ReactNode;
}) {
  const { text } = usePortalText();
  return (
    <PortalShell>
      <section className={styles.failure} aria-labelledby="failure-title">
        <h1 id="failure-title" className={styles.failureTitle}>
          {title}
        </h1>
        <p>{body}</p>
        {onRetry ? (
          <button type="button" className={styles.containedButton} onClick={onRetry}>
            {text.tryAgain}
          </button>
        ) : null}
        {children}
      </section>
    </PortalShell>
  );
}

/** Why the page shows nothing: one page for every link that opens nothing, so none hints at a flat. */
export function PortalFailure({ failure, onRetry }: { failure: MemberPortalFailure; onRetry: () => void }) {
  const { text } = usePortalText();
  const shown = failureTextOf(text)[failure];
  return (
    <FailureMessage title={shown.title} body={shown.body} onRetry={shown.canRetry ? onRetry : undefined}>
      {/* A member whose link no longer opens can still reach their flat, by a code to their e-mail. */}
      {failure === 'not-valid' ? (
        <p>
          <Link to="/m" className={styles.textButton}>
            {text.signIn.withCode}
          </Link>
        </p>
      ) : null}
    </FailureMessage>
  );
}
