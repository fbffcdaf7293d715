import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation } from 'react-router';

type PageTabsProps = {
  /** The navigation landmark's name. */
  label: string;
  pages: ReadonlyArray<{ label: string; to: string }>;
};

/**
 * Sibling pages (the settings', the reports') as tabs above each one's heading. They are links (each
 * page has its own address, Back works), so they sit in a navigation landmark and mark the current page.
 */
export function PageTabs({ label, pages }: PageTabsProps) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 0.5,
        mb: { xs: 2.5, md: 3 },
        borderBottom: 1,
        borderColor: 'divider',
        // On a phone the tabs that do not fit scroll sideways, each on one line.
        overflowX: 'auto',
        scrollbarWidth: 'none',
      }}
    >
      {pages.map((item) => {
        const isCurrent = path === item.to;
        return (
          <Box
            key={item.to}
            component={RouterLink}
            to={item.to}
            aria-current={isCurrent ? 'page' : undefined}
            sx={{
              px: { xs: 1.5, sm: 2 },
              py: 1.25,
              flexShrink: 0,
              whiteSpace: 'nowrap',
              mb: '-1px',
              fontWeight: 600,
              textDecoration: 'none',
              color: isCurrent ? 'primary.dark' : 'text.secondary',
              borderBottom: 2,
              borderColor: isCurrent ? 'primary.main' : 'transparent',
              borderTopLeftRadius: 8,
              borderTopRightRadius: 8,
              // Only where there is a pointer: a tap on a phone would leave the tab grey.
              '@media (hover: hover)': { '&:hover': { color: 'primary.dark', bgcolor: 'action.hover' } },
            }}
          >
            {item.label}
          </Box>
        );
      })}
    </Box>
  );
}
