import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type LandingLinkProps = { to: string; className?: string; 'aria-label'?: string; children: ReactNode };

function AnchorLink({ to, children, ...props }: LandingLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

/**
 * How the landing page links: a plain anchor when it opens on its own entry, without the router (the
 * next page then loads the app), and the router's Link when the app shows it.
 */
const LandingLinkContext = createContext<ComponentType<LandingLinkProps>>(AnchorLink);

export const LandingLinkProvider = LandingLinkContext.Provider;

export function LandingLink(props: LandingLinkProps) {
  const Link = useContext(LandingLinkContext);
  return <Link {...props} />;
}
