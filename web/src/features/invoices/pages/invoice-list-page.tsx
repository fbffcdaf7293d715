import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ALL_ROWS, ListPagination } from '../../../components/list-pagination';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { type Session, useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useInvoiceBlocks } from '../api/get-invoice-blocks';
import { InvoiceFilterBar } from '../components/invoice-filter-bar';
import { InvoiceListEmpty } from '../components/invoice-list-empty';
import { InvoiceRows } from '../components/invoice-rows';
import { hasFilters, useInvoiceListFilters } from '../components/use-invoice-list-filters';
import { useInvoiceListView } from '../components/use-invoice-list-view';
import { type InvoiceList, invoiceListForPath, showsBalance } from '../invoice-lists';
import { INVOICE_LISTS_TEXT } from '../text/invoice-lists-text';

function Invoices({ session, list }: { session: Session; list: InvoiceList }) {
  const { filters, searchText, setSearchText, set, clear, params } = useInvoiceListFilters();
  const [page, setPage] = useState(1);
  // The list starts with every invoice (All), arriving 100 at a time as the owner scrolls.
  const [rowsPerPage, setRowsPerPage] = useState(ALL_ROWS);
  const view = useInvoiceListView(session.result._id, list.kind, page, rowsPerPage, filters);
  const blocks = useInvoiceBlocks().data ?? [];
  const isFiltered = hasFilters(filters);
  const text = useText(INVOICE_LISTS_TEXT);

  if (view.isPending) {
    return <LoadingSpinner label={text.loading} />;
  }
  if (view.error && view.rows.length === 0) {
    return <LoadFailed message={view.error.message} onRetry={view.retry} />;
  }
  // A new owner has nothing to filter: only the way to the first invoice.
  const isNewOwner = view.total === 0 && list.kind === 'all' && !isFiltered;
  const changeFilter: typeof set = (name, value) => {
    setPage(1);
    set(name, value);
  };
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
      {isNewOwner ? null : (
        <InvoiceFilterBar
          list={list}
          filters={filters}
          searchText={searchText}
          onSearchText={(text) => {
            setPage(1);
            setSearchText(text);
          }}
          blocks={blocks}
          params={params}
          onChange={changeFilter}
          onClear={clear}
        />
      )}
      {/* Shown while more rows or another filter's rows load; the rows on screen stay until they arrive. */}
      <Box sx={{ height: 2 }}>
        {view.isRefreshing ? <LinearProgress aria-label={text.loading} sx={{ height: 2 }} /> : null}
      </Box>
      {view.total === 0 ? (
        <InvoiceListEmpty list={list} isFiltered={isFiltered} onClear={clear} />
      ) : (
        <>
          <InvoiceRows
            invoices={view.rows}
            hasMore={view.hasMore}
            onLoadMore={view.loadMore}
            showsBalance={showsBalance(list)}
          />
          <ListPagination
            total={view.total}
            page={page}
            rowsPerPage={rowsPerPage}
            onPageChange={setPage}
            onRowsPerPageChange={(rows) => {
              setRowsPerPage(rows);
              setPage(1);
            }}
          />
        </>
      )}
    </Paper>
  );
}

/** /invoices, /total, /paid, /partial, /unpaid and /overdues: one page, the path picks the list. */
export function InvoiceListPage() {
  // The app layout renders pages only with a session; without one there is nothing to list.
  const session = useSession();
  const list = invoiceListForPath(useLocation().pathname);
  const text = useText(INVOICE_LISTS_TEXT);
  return (
    <>
      <PageHeading
        title={text.lists[list.id].title}
        actions={
          <Button variant="contained" component={RouterLink} to="/invoice" startIcon={<AddIcon />}>
            {text.newInvoice}
          </Button>
        }
      />
      {/* Keyed by path: the six routes share this page, and another list starts afresh at page 1, All. */}
      {session ? <Invoices key={list.path} session={session} list={list} /> : null}
    </>
  );
}
