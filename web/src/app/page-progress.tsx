import { useText } from '../lib/text';
import { APP_TEXT } from './app-text';
import styles from './page-progress.module.css';

/** The bar across the top while the next page's code or data is on its way. */
export function PageProgress() {
  const text = useText(APP_TEXT);
  return <div className={styles.progress} role="progressbar" aria-label={text.loadingPage} />;
}
