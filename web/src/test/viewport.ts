/** jsdom has no layout, so media queries are answered from a chosen viewport width. */
const WIDTHS = { desktop: 1280, phone: 390 } as const;

function matchesQuery(query: string, width: number): boolean {
  const minimum = /min-width:\s*([\d.]+)px/.exec(query);
  const maximum = /max-width:\s*([\d.]+)px/.exec(query);
  if (minimum?.[1] && width < Number(minimum[1])) return false;
  if (maximum?.[1] && width > Number(maximum[1])) return false;
  return true;
}

export function setViewport(viewport: keyof typeof WIDTHS): void {
  const width = WIDTHS[viewport];
  window.matchMedia = (query: string) =>
    ({
      matches: matchesQuery(query, width),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
