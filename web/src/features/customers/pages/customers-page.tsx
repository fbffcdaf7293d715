import type { TCustomer } from '@domain/api/customers';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CanDo } from '../../../components/can-do';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { type Session, useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useCustomers } from '../api/get-customers';
import { CustomerDialog } from '../components/customer-dialog';
import { CustomerList } from '../components/customer-list';
import { useCustomerListParams } from '../components/customer-list-params';
import { CustomerSearchField } from '../components/customer-search-field';
import { CustomersTable } from '../components/customers-table';
import { DeleteCustomerDialog } from '../components/delete-customer-dialog';
import { ImportCustomersDialog } from '../components/import-customers-dialog';
import { CUSTOMERS_TEXT } from '../text/customers-text';

/** `key` grows with every opening, so each opening starts with a fresh form. */
type EditorState = { open: boolean; customer: TCustomer | null; key: number };
type DeletionState = { open: boolean; customer: TCustomer | null };
type ImporterState = { open: boolean; key: number };

function Customers({ session }: { session: Session }) {
  const text = useText(CUSTOMERS_TEXT);
  const { params, rowsPerPage, searchText, setSearchText, setPage, setRowsPerPage, setArchived } =
    useCustomerListParams();
  const customersQuery = useCustomers(session.result._id, params);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const CustomerRows = isPhone ? CustomerList : CustomersTable;
  const list = customersQuery.data;
  const [editor, setEditor] = useState<EditorState>({ open: false, customer: null, key: 0 });
  const [deletion, setDeletion] = useState<DeletionState>({ open: false, customer: null });
  const [importer, setImporter] = useState<ImporterState>({ open: false, key: 0 });
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsNewCustomer = searchParams.get('new') === '1';

  const openEditor = useCallback((customer: TCustomer | null) => {
    setEditor((previous) => ({ open: true, customer, key: previous.key + 1 }));
  }, []);

  // The speed-dial's 'New Customer' comes here as /customers?new=1, from any page.
  useEffect(() => {
    if (!wantsNewCustomer) return;
    openEditor(null);
    // Replaced rather than pushed: a reload or Back does not open the dialog again.
    setSearchParams(
      (current) => {
        current.delete('new');
        return current;
      },
      { replace: true },
    );
  }, [wantsNewCustomer, openEditor, setSearchParams]);

  function showDeleted() {
    setDeletion((previous) => ({ ...previous, open: false }));
    // The last row of a later page is gone: show the page before it rather than an empty one.
    if (list && params.limit > 0) {
      const lastPage = Math.max(1, Math.ceil((list.total - 1) / params.limit));
      setPage((page) => Math.min(page, lastPage));
    }
  }

  const isSearching = params.search !== '' || searchText.trim() !== '';
  const hasNoCustomers = list?.total === 0 && !isSearching && !params.archived;
  // Archived flats are a list of their own, reachable even when no other flat is left.
  const archivedSwitch = (
    <FormControlLabel
      control={
        <Switch checked={params.archived === true} onChange={(event) => setArchived(event.target.checked)} />
      }
      label={text.archivedFlats}
    />
  );

  return (
    <>
      <PageHeading
        title={text.title}
        description={text.description}
        actions={
          <CanDo access="keepBooks">
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => setImporter((previous) => ({ open: true, key: previous.key + 1 }))}
            >
              {text.import}
            </Button>
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => openEditor(null)}
            >
              {text.addCustomer}
            </Button>
          </CanDo>
        }
      />
      {customersQuery.isPending ? (
        <LoadingSpinner label={text.loading} />
      ) : !list ? (
        <LoadFailed message={customersQuery.error?.message} onRetry={() => customersQuery.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
          {hasNoCustomers ? (
            <EmptyState icon={<PeopleAltOutlinedIcon />} action={archivedSwitch}>
              {text.noCustomers}
            </EmptyState>
          ) : (
            <>
              <Box
                sx={{
                  p: { xs: 2, sm: 2.5 },
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1.5,
                  alignItems: 'center',
                }}
              >
                <Box sx={{ flex: '1 1 16rem' }}>
                  <CustomerSearchField value={searchText} onChange={setSearchText} />
                </Box>
                {archivedSwitch}
              </Box>
              {/* Shown while another page or search loads; the rows on screen stay until it arrives. */}
              <Box sx={{ height: 2 }}>
                {customersQuery.isPlaceholderData ? (
                  <LinearProgress aria-label={text.loading} sx={{ height: 2 }} />
                ) : null}
              </Box>
              {list.total === 0 ? (
                <EmptyState icon={<SearchOffIcon />}>
                  {params.archived && !params.search ? text.noArchivedFlats : text.noMatch(params.search)}
                </EmptyState>
              ) : (
                <>
                  <CustomerRows
                    customers={list.data}
                    firstNumber={(params.page - 1) * params.limit + 1}
                    onEdit={openEditor}
                    onDelete={(customer) => setDeletion({ open: true, customer })}
                  />
                  <ListPagination
                    total={list.total}
                    page={params.page}
                    rowsPerPage={rowsPerPage}
                    onPageChange={setPage}
                    onRowsPerPageChange={setRowsPerPage}
                  />
                </>
              )}
            </>
          )}
        </Paper>
      )}
      <CustomerDialog
        key={editor.key}
        open={editor.open}
        customer={editor.customer}
        onClose={() => setEditor((previous) => ({ ...previous, open: false }))}
      />
      <DeleteCustomerDialog
        open={deletion.open}
        customer={deletion.customer}
        onClose={() => setDeletion((previous) => ({ ...previous, open: false }))}
        onDeleted={showDeleted}
      />
      <ImportCustomersDialog
        // Named apart from the customer dialog's key: siblings with the same key would clash.
        key={`import-${importer.key}`}
        open={importer.open}
        onClose={() => setImporter((previous) => ({ ...previous, open: false }))}
      />
    </>
  );
}

export function CustomersPage() {
  // The app layout renders pages only with a session; without one there is nothing to show.
  const session = useSession();
  return session ? <Customers session={session} /> : null;
}
