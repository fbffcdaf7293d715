import { useEffect, useState } from 'react';
import { limitFor } from '../../../components/list-pagination';
import type { CustomerListParams } from '../api/customer-keys';

const SEARCH_DELAY_MS = 300;
const DEFAULT_ROWS_PER_PAGE = 10;

/**
 * Which page of which search the Customers page shows. The search box updates at once; the search
 * itself waits for a pause in typing, so one word is one request, and starts again from page 1.
 * Archived flats are a list of their own.
 */
export function useCustomerListParams() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPageState] = useState(DEFAULT_ROWS_PER_PAGE);
  const [archived, setArchivedState] = useState(false);

  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => {
      setSearch(wanted);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  function setRowsPerPage(rows: number) {
    setRowsPerPageState(rows);
    setPage(1);
  }

  function setArchived(wanted: boolean) {
    setArchivedState(wanted);
    setPage(1);
  }

  const params: CustomerListParams = {
    page,
    limit: limitFor(rowsPerPage),
    search,
    ...(archived ? { archived } : {}),
  };
  return { params, rowsPerPage, searchText, setSearchText, setPage, setRowsPerPage, setArchived };
}
