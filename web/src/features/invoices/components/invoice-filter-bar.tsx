import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '../../../../../domain/api/paging';
import type { InvoiceListFilters } from '../api/invoice-keys';
import type { InvoiceList } from '../invoice-lists';
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
  const selects = (
    <Box
      id={selectsId}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(150px, 1fr))' },
        pt: { xs: 1.5, md: 0 },
      }}
    >
      <InvoiceFilterSelects {...props} />
    </Box>
  );
  return (
    <Box
      role="search"
      aria-label="Filter invoices"
      sx={{ p: { xs: 2, sm: 2.5 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: { xs: 'nowrap', md: 'wrap' } }}>
        <TextField
          type="search"
          size="small"
          label="Search invoices"
          placeholder="Number, client, flat (A-101) or block"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
          sx={{ flex: { xs: '1 1 auto', md: '1 1 260px' }, minWidth: 0 }}
          slotProps={{
            htmlInput: { maxLength: MAX_SEARCH_LENGTH },
            inputLabel: { shrink: true },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
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
            Filters
          </Button>
        ) : (
          <Box sx={{ flex: '3 1 640px', minWidth: 0 }}>{selects}</Box>
        )}
        {hasFilters(filters) && !isPhone ? <Button onClick={onClear}>Clear filters</Button> : null}
      </Box>
      {isPhone ? (
        <Collapse in={isOpen}>
          {selects}
          {hasFilters(filters) ? (
            <Button onClick={onClear} sx={{ mt: 1 }}>
              Clear filters
            </Button>
          ) : null}
        </Collapse>
      ) : null}
    </Box>
  );
}
