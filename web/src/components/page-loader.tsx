import styles from './page-loader.module.css';

/** A spinner without MUI, for the moments before the first page chunk (and its theme) has loaded. */
export function PageLoader() {
  return (
    <div className={styles.loader}>
      <div className={styles.spinner} role="progressbar" aria-label="Loading" />
    </div>
  );
}
