import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider, routes } from '../app/router';

/** Renders the real route table (and so the real providers) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<AppRouterProvider router={router} />);
  return { ...view, router, user };
}

export function findHeading(name: string | RegExp) {
  // A page's first render loads its code (and transforms it, in tests): on a busy machine that alone
  // has taken over 3 s, so the wait is generous; a page that never comes still fails.
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}
