import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { useText } from '../../../lib/text';
import type { InvoiceListFilters } from '../api/invoice-keys';
import type { InvoiceList } from '../invoice-lists';
import { INVOICE_LISTS_TEXT } from '../text/invoice-lists-text';
import { InvoiceFilterSelects } from './invoice-filter-selects';
import { type FilterName, hasFilters } from './use-invoice-list-filters';

type FilterBarProps = {
  list: InvoiceList;
  filters: InvoiceListFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  blocks: string[];
  params: URLSearchParams;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
};

/** How many of the selects narrow the list, for the phone's Filters button. */
function chosenCount(filters: InvoiceListFilters, list: InvoiceList): number {
  return [filters.month, filters.block, filters.type, list.kind !== 'all'].filter(Boolean).length;
}

/**
 * The search box and the filters above a list. On a phone the selects fold away behind a Filters
 * button (with how many are chosen), so the list starts near the top of the screen.
 */
export function InvoiceFilterBar(props: FilterBarProps) {
  const { list, filters, searchText, onSearchText, onClear } = props;
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [isOpen, setIsOpen] = useState(false);
  const selectsId = useId();
  const text = useText(INVOICE_LISTS_TEXT);
  const selects = (
    <Box
      id={selectsId}
      sx={{
        // On a phone two to a row under the Filters button; wider, in the bar's own grid.
        display: { xs: 'grid', sm: 'contents' },
        gap: 1.5,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        pt: { xs: 1.5, sm: 0 },
      }}
    >
      <InvoiceFilterSelects {...props} />
    </Box>
  );
  return (
    <Box
      role="search"
      aria-label={text.filterBar}
      sx={{ p: { xs: 2, sm: 2.5 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        sx={{
          display: { xs: 'flex', sm: 'grid' },
          gap: 1.5,
          alignItems: 'center',
          // The search first, wide; the five selects after it, on one line where they fit.
          gridTemplateColumns: {
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 1fr))',
            xl: 'minmax(240px, 2fr) repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        <SearchField
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={searchText}
          onChange={onSearchText}
          sx={{ flex: '1 1 auto', minWidth: 0, gridColumn: { sm: '1 / -1', xl: 'auto' } }}
        />
        {isPhone ? (
          <Button
            variant="outlined"
            onClick={() => setIsOpen((open) => !open)}
            aria-expanded={isOpen}
            aria-controls={selectsId}
            startIcon={
              <Badge badgeContent={chosenCount(filters, list)} color="primary">
                <FilterListIcon />
              </Badge>
            }
            sx={{ flexShrink: 0 }}
          >
            {text.filters}
          </Button>
        ) : (
          selects
        )}
      </Box>
      {hasFilters(filters) && !isPhone ? (
        <Button onClick={onClear} sx={{ mt: 1 }}>
          {text.clearFilters}
        </Button>
      ) : null}
      {isPhone ? (
        <Collapse in={isOpen}>
          {selects}
          {hasFilters(filters) ? (
            <Button onClick={onClear} sx={{ mt: 1 }}>
              {text.clearFilters}
            </Button>
          ) : null}
        </Collapse>
      ) : null}
    </Box>
  );
}
