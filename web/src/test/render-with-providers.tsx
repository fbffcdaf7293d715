import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';

/** Renders one component with the app's providers (a fresh cache, the theme, the snackbar), outside the routes. */
export function renderWithProviders(ui: ReactNode) {
  const client = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <AppProviders client={client}>{ui}</AppProviders>
    </MemoryRouter>,
  );
  return { ...view, client, user };
}
