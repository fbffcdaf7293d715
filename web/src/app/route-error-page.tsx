import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './route-error-page.module.css';

/** Last resort for errors thrown while loading or rendering a route, e.g. a page chunk gone after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (error) console.error(error);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>
        The page could not be shown. Reloading usually fixes it; if it does not, try again in a few minutes.
      </p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Reload page
      </button>
    </main>
  );
}
