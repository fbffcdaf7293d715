import AddIcon from '@mui/icons-material/Add';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ALL_ROWS, ListPagination } from '../../../components/list-pagination';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { type Session, useSession } from '../../../lib/session';
import { InvoiceRows } from '../components/invoice-rows';
import { useInvoiceListView } from '../components/use-invoice-list-view';
import { type InvoiceList, invoiceListForPath } from '../invoice-lists';

function NoInvoices() {
  return (
    <EmptyState icon={<ReceiptLongOutlinedIcon />}>
      No invoice yet. Click the plus icon to create invoice
    </EmptyState>
  );
}

function Invoices({ session, list }: { session: Session; list: InvoiceList }) {
  const [page, setPage] = useState(1);
  // SPEC §2: the list starts with every invoice on one page.
  const [rowsPerPage, setRowsPerPage] = useState(ALL_ROWS);
  const view = useInvoiceListView(session.result._id, list.kind, page, rowsPerPage);

  if (view.isPending) {
    return <LoadingSpinner label="Loading invoices" />;
  }
  if (view.error && view.rows.length === 0) {
    return <LoadFailed message={view.error.message} onRetry={view.retry} />;
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
      {view.total === 0 ? (
        <NoInvoices />
      ) : (
        <>
          {/* Shown while more rows load; the rows on screen stay until they arrive. */}
          <Box sx={{ height: 2 }}>
            {view.isRefreshing ? <LinearProgress aria-label="Loading invoices" sx={{ height: 2 }} /> : null}
          </Box>
          <InvoiceRows invoices={view.rows} hasMore={view.hasMore} onLoadMore={view.loadMore} />
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
  return (
    <>
      <PageHeading
        title={list.title}
        actions={
          <Button variant="contained" component={RouterLink} to="/invoice" startIcon={<AddIcon />}>
            New Invoice
          </Button>
        }
      />
      {/* Keyed by path: the six routes share this page, and another list starts afresh at page 1, All. */}
      {session ? <Invoices key={list.path} session={session} list={list} /> : null}
    </>
  );
}
