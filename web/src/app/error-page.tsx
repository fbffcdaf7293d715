import { useText } from '../lib/text';
import { useDocumentTitle } from '../lib/use-document-title';
import { APP_TEXT } from './app-text';
import styles from './error-page.module.css';

/** Last resort for a page that could not be loaded or drawn, e.g. its code gone after a deploy. */
export function ErrorPage() {
  const text = useText(APP_TEXT).routeError;
  useDocumentTitle(text.title);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{text.title}</h1>
      <p className={styles.text}>{text.text}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {text.reload}
      </button>
    </main>
  );
}
