import { flatLabel, OCCUPANCY_LABELS, type TCustomer } from '@domain/api/customers';
import { formatNumber } from '@domain/format';
import { gstStateLabel } from '@domain/gst-states';
import { formatPhone } from '@domain/phone';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CanDo } from '../../../components/can-do';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { useCan } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { RecordHistory } from '../../activity';
import { FlatReceipts, PayOnAccountDialog, TransferFlatDialog } from '../../payments';
import { MemberLinkSection } from '../../portal';
import { useArchiveCustomer } from '../api/archive-customer';
import { useCustomer } from '../api/get-customer';
import { useFlatLedger } from '../api/get-flat-ledger';
import { CustomerDialog } from '../components/customer-dialog';
import { FlatAccount } from '../components/flat-account';
import { OpeningBalanceDialog } from '../components/opening-balance-dialog';
import { rupees } from '../components/opening-balance-words';
import { CUSTOMER_PAGE_TEXT } from '../text/customer-page-text';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ borderRadius: 1.5, p: { xs: 2, sm: 2.5 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function CustomerDetails({ customer }: { customer: TCustomer }) {
  const text = useText(CUSTOMER_PAGE_TEXT);
  const labels = text.detailLabels;
  const details: Array<[string, string]> = [
    [labels.email, customer.email || '—'],
    [labels.phone, formatPhone(customer.phone) || '—'],
    [labels.flatArea, text.area(formatNumber(customer.flatarea))],
    [labels.price, rupees(customer.price)],
    [labels.parkingSlots, formatNumber(customer.parkingSlots)],
    [labels.occupancy, OCCUPANCY_LABELS[customer.occupancy]],
    // Shown only when chosen: without one the flat is in the business's own state.
    ...(customer.state ? [[labels.state, gstStateLabel(customer.state)] as [string, string]] : []),
    [labels.gstNumber, customer.gstno || '—'],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {details.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type DialogState = { editor: boolean; opening: boolean; payment: boolean; transfer: boolean; key: number };

/**
 * A flat's page: who holds it, its account (opening balance, billed, received, dues, advance), its
 * receipts with Record a payment, Transfer (a new holder), and the way to its statement.
 */
function Customer({ customerId }: { customerId: string }) {
  const text = useText(CUSTOMER_PAGE_TEXT);
  const customerQuery = useCustomer(customerId);
  const ledgerQuery = useFlatLedger(customerId);
  const closed = { editor: false, opening: false, payment: false, transfer: false };
  const [dialogs, setDialogs] = useState<DialogState>({ ...closed, key: 0 });
  const open = (which: keyof typeof closed) =>
    setDialogs((previous) => ({ ...previous, [which]: true, key: previous.key + 1 }));
  const close = () => setDialogs((previous) => ({ ...previous, ...closed }));
  const archive = useArchiveCustomer(customerId);
  const notify = useNotify();
  const canKeepBooks = useCan('keepBooks');
  const refreshLedger = () => ledgerQuery.refetch();
  const refreshFlat = () => Promise.all([customerQuery.refetch(), ledgerQuery.refetch()]);
  const customer = customerQuery.data;
  const ledger = ledgerQuery.data;

  if (customerQuery.isPending) return <LoadingSpinner label={text.loading} />;
  if (!customer) {
    return <LoadFailed message={customerQuery.error?.message} onRetry={() => customerQuery.refetch()} />;
  }
  const flatName = `${customer.name} · ${flatLabel(customer)}`;
  return (
    <>
      <PageHeading
        title={customer.name}
        description={customer.archived ? text.archivedFlat(flatLabel(customer)) : flatLabel(customer)}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DescriptionOutlined />}
              component={Link}
              to={`/customers/${customerId}/statement`}
            >
              {text.statement}
            </Button>
            <CanDo access="keepBooks">
              <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => open('editor')}>
                {text.edit}
              </Button>
              {ledger ? (
                <Button variant="outlined" startIcon={<SwapHorizOutlined />} onClick={() => open('transfer')}>
                  {text.transfer}
                </Button>
              ) : null}
              <Button
                variant="outlined"
                startIcon={customer.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
                loading={archive.isPending}
                onClick={() =>
                  archive.mutate(!customer.archived, {
                    onSuccess: (changed) => notify.success(changed.archived ? text.archived : text.restored),
                    onError: (error) => notify.failed(error),
                  })
                }
              >
                {customer.archived ? text.restore : text.archive}
              </Button>
            </CanDo>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        <Section
          title={text.account}
          action={
            ledger && canKeepBooks ? (
              <Button variant="contained" onClick={() => open('opening')}>
                {ledger.opening.amount === 0 ? text.setOpening : text.changeOpening}
              </Button>
            ) : null
          }
        >
          {ledgerQuery.isPending ? (
            <LoadingSpinner label={text.loadingAccount} />
          ) : ledger ? (
            <FlatAccount ledger={ledger} />
          ) : (
            <LoadFailed message={ledgerQuery.error?.message} onRetry={() => ledgerQuery.refetch()} />
          )}
        </Section>
        <Section
          title={text.receipts}
          action={
            ledger && canKeepBooks ? (
              <Button variant="contained" onClick={() => open('payment')}>
                {text.recordPayment}
              </Button>
            ) : null
          }
        >
          <Suspense fallback={<LoadingSpinner label={text.loadingReceipts} />}>
            <FlatReceipts customerId={customerId} onChanged={refreshLedger} />
          </Suspense>
        </Section>
        <MemberLinkSection customerId={customerId} />
        <Section title={text.details}>
          <CustomerDetails customer={customer} />
        </Section>
        <Section title={text.history}>
          <Box sx={{ mx: { xs: -2, sm: -2.5 } }}>
            <RecordHistory entityId={customerId} />
          </Box>
        </Section>
      </Box>
      <CustomerDialog key={`edit-${dialogs.key}`} open={dialogs.editor} customer={customer} onClose={close} />
      {ledger && dialogs.transfer ? (
        <Suspense fallback={null}>
          <TransferFlatDialog
            key={`transfer-${dialogs.key}`}
            open={dialogs.transfer}
            customerId={customerId}
            holder={customer.name}
            dues={ledger.dues}
            onClose={close}
            onChanged={refreshFlat}
          />
        </Suspense>
      ) : null}
      {ledger && dialogs.payment ? (
        <Suspense fallback={null}>
          <PayOnAccountDialog
            key={`payment-${dialogs.key}`}
            open={dialogs.payment}
            customerId={customerId}
            flatName={flatName}
            dues={ledger.dues}
            onClose={close}
            onChanged={refreshLedger}
          />
        </Suspense>
      ) : null}
      {ledger ? (
        <OpeningBalanceDialog
          key={`opening-${dialogs.key}`}
          open={dialogs.opening}
          customerId={customerId}
          flatName={flatName}
          ledger={ledger}
          onClose={close}
        />
      ) : null}
    </>
  );
}

export function CustomerPage() {
  const text = useText(CUSTOMER_PAGE_TEXT);
  const { id = '' } = useParams();
  return (
    <>
      <Button component={Link} to="/customers" startIcon={<ArrowBack />} sx={{ mb: 1.5, ml: -1 }}>
        {text.allCustomers}
      </Button>
      {/* A new customer is a new page: nothing of the last one's state stays. */}
      <Customer key={id} customerId={id} />
    </>
  );
}
