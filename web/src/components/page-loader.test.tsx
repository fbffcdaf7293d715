import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoader } from './page-loader';

describe('the page loader', () => {
  // The app's page and the member pages' own each hold a copy of the loader's markup.
  it.each(['index.html', 'member.html'])(
    'is what %s draws before any script has run, so React’s first render changes nothing seen',
    (page) => {
      const html = readFileSync(join(__dirname, '..', '..', page), 'utf8');
      const drawnFirst = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
      const { container } = render(<PageLoader />);
      expect(drawnFirst?.innerHTML).toBe(container.innerHTML);
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    },
  );
});
