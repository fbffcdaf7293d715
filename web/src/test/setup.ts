import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { queryClient } from '../app/providers';
import { setViewport } from './viewport';

window.scrollTo = () => undefined;

// Lazy routes and MUI render slowly on a busy two-core machine; waiting a little longer costs nothing
// when the page is quick and spares failures that say nothing about the code.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  window.localStorage.clear();
  setViewport('desktop');
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  window.localStorage.clear();
});
