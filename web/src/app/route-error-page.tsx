import { useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/** Errors thrown while loading or rendering a route of the app's route table. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error) console.error(error);
  return <ErrorPage />;
}
