import { useRouteError } from 'react-router';
import { useText } from '../lib/text';
import { useDocumentTitle } from '../lib/use-document-title';
import { APP_TEXT } from './app-text';
import styles from './route-error-page.module.css';

/** Last resort for errors thrown while loading or rendering a route, e.g. a page chunk gone after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  const text = useText(APP_TEXT).routeError;
  useDocumentTitle(text.title);
  if (error) console.error(error);
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
