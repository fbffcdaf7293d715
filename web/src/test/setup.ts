import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { queryClient } from '../app/providers';
import { setViewport } from './viewport';

window.scrollTo = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  setViewport('desktop');
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  window.localStorage.clear();
});
