import type { Plugin } from 'vite';

/** The stylesheet links Vite writes into a built page's head for its entry's own CSS. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
/** The entry's module script and the modulepreloads of its chunks, as Vite writes them into the head. */
const ENTRY_CODE =
  /\n?[ \t]*<(?:script type="module" crossorigin src="[^"]+"><\/script>|link rel="modulepreload" crossorigin href="[^"]+">)/g;

/**
 * `html` with each linked stylesheet of the build written in as a `<style>` element where its link
 * stood, so the cascade keeps its order, the link kept disabled. A stylesheet holding `</` would end
 * the element early; it stays linked (the app's own never holds one).
 */
export function inlineStylesheets(html: string, cssOf: (fileName: string) => string | undefined): string {
  return html.replace(ENTRY_STYLESHEET, (link, fileName: string) => {
    const css = cssOf(fileName);
    if (css === undefined) throw new Error(`first-paint: the build has no ${fileName}`);
    if (css.includes('</')) return link;
    // The disabled link loads nothing; it tells the loader of a lazy page's code, which adds the
    // stylesheets that code needs unless the page already links them, that this one is here.
    return `<style>${css.trim()}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
  });
}

/**
 * `html` with the entry's module script and modulepreloads moved from the head to the end of the
 * body, in their order. A module script runs after the page is parsed wherever it stands, and the
 * browser's preload scanner asks for all of them as soon as the page arrives, so nothing starts later;
 * but the parser meets the loader first, and a parser that yields halfway (a busy phone) has it to paint.
 */
export function codeAfterContent(html: string): string {
  const code = html.match(ENTRY_CODE) ?? [];
  if (code.length === 0) return html;
  const rest = html.replace(ENTRY_CODE, '');
  const bodyEnd = rest.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('first-paint: the page has no </body>');
  return `${rest.slice(0, bodyEnd).trimEnd()}${code.join('')}\n  ${rest.slice(bodyEnd)}`;
}

/**
 * A built page paints its loader (index.html draws it inside #root) before any file has arrived. A
 * linked stylesheet holds the first paint until it has arrived, a round trip or two after the page on
 * a phone's network, so the stylesheets of the page's entry (the page loader, the offline banner, the
 * landing's own styles; a few KB in all) are written into the page; and the entry's code comes after
 * the loader. Stylesheets of pages loaded later stay files, fetched with their code; the entry's stay
 * in the build too, for the manifest.
 */
export function firstPaint(): Plugin {
  return {
    name: 'bahi:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        codeAfterContent(
          inlineStylesheets(html, (fileName) => {
            const asset = bundle?.[fileName];
            if (asset?.type !== 'asset') return undefined;
            return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          }),
        ),
    },
  };
}
