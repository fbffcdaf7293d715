import { StrictMode } from 'react';
import { AppRouter } from './app/router';
import { startPage } from './start-page';

startPage().render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
