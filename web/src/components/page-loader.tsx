import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';
import './page-loader.css';

/**
 * A spinner without MUI, for the moments before the first page chunk (and its theme) has loaded. It is
 * drawn in SVG, which a browser counts as the page's first content: index.html and member.html hold
 * the same markup, so a phone shows it while the app's code is still on its way.
 */
export function PageLoader() {
  const text = useText(COMPONENTS_TEXT);
  return (
    <div className="page-loader">
      <div className="page-loader-spinner" role="progressbar" aria-label={text.loading}>
        <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
          <circle cx="18" cy="18" r="16.25" fill="none" stroke="#ccfbf1" strokeWidth="3.5" />
          <path d="M6.51 6.51A16.25 16.25 0 0 1 29.49 6.51" fill="none" stroke="#0f766e" strokeWidth="3.5" />
        </svg>
      </div>
    </div>
  );
}
