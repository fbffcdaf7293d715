import { lazy, Suspense } from 'react';
import { CopyrightText } from '../../../components/copyright-text';
import { ProductMark } from '../../../components/product-mark';
import type { Session } from '../../../lib/session';
import { useText } from '../../../lib/text';
import styles from './landing.module.css';
import { LandingLink } from './landing-link';
import { LANDING_TEXT } from './landing-text';

const LandingAccountMenu = lazy(() =>
  import('./signed-in-extras').then((module) => ({ default: module.LandingAccountMenu })),
);
const LandingSpeedDial = lazy(() =>
  import('./signed-in-extras').then((module) => ({ default: module.LandingSpeedDial })),
);

/** Holds the avatar's place, initial included, while the MUI account menu loads. */
function AvatarPlaceholder({ session }: { session: Session }) {
  const name = session.result.name.trim() || session.result.email;
  return (
    <span className={styles.avatarPlaceholder} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/** Looks the same as the MUI header of the other pages, without loading MUI for visitors. */
export function LandingHeader({ session }: { session: Session | null }) {
  const text = useText(LANDING_TEXT);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <LandingLink to={session ? '/dashboard' : '/home'} className={styles.brand} aria-label={text.home}>
          <ProductMark />
          <span>{text.productName}</span>
        </LandingLink>
        <div className={styles.spacer} />
        {session ? (
          <Suspense fallback={<AvatarPlaceholder session={session} />}>
            <LandingAccountMenu session={session} />
          </Suspense>
        ) : (
          <LandingLink to="/login" className={styles.outlinedButton}>
            {text.signIn}
          </LandingLink>
        )}
      </div>
    </header>
  );
}

export function LandingFooter({ session }: { session: Session | null }) {
  const showsSpeedDial = session?.userProfile.isEnabled === true;
  return (
    <footer className={showsSpeedDial ? `${styles.footer} ${styles.footerWithSpeedDial}` : styles.footer}>
      <p>
        <CopyrightText businessName={session?.userProfile.businessName} />
      </p>
      {session && showsSpeedDial ? (
        <Suspense fallback={null}>
          <LandingSpeedDial profile={session.userProfile} role={session.role} />
        </Suspense>
      ) : null}
    </footer>
  );
}
