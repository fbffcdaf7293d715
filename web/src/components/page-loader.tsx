import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';
import styles from './page-loader.module.css';

/** A spinner without MUI, for the moments before the first page chunk (and its theme) has loaded. */
export function PageLoader() {
  const text = useText(COMPONENTS_TEXT);
  return (
    <div className={styles.loader}>
      <div className={styles.spinner} role="progressbar" aria-label={text.loading} />
    </div>
  );
}
