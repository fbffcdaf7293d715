import type { TInvoice, TInvoiceUpdate } from '@domain/api/invoices';
import { latestInvoiceDate } from '@domain/dates';
import { formatMoney } from '@domain/format';
import { gstLinesOfSummary } from '@domain/gst-split';
import { toPaise } from '@domain/money';
import { deriveStatus, statusOnCreate } from '@domain/status';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { formatInvoiceMoney, percent } from '../../../lib/invoice-format';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { InterestOption, useInterestOffer } from '../../interest';
import type { NextInvoiceNumber } from '../api/get-next-invoice-number';
import { useSaveInvoice } from '../api/save-invoice';
import { INVOICE_FORM_TEXT, type InvoiceFormText } from '../text/invoice-form-text';
import { BillTo } from './bill-to';
import { InvoiceDates } from './invoice-dates';
import { invoiceFieldOf } from './invoice-field-of';
import { InvoiceFormHeader, invoiceNumberHelp } from './invoice-form-header';
import { type BillTo as BillToValue, type InvoiceFormValues, invoiceFormSchema } from './invoice-form-schema';
import { InvoiceItems } from './invoice-items';
import { InvoiceSummary } from './invoice-summary';
import { InvoiceTermsFields } from './invoice-terms-fields';
import { useBillTaxRule } from './use-bill-tax-rule';
import { type LiveTotals, type TaxRegistration, useInvoiceTotals } from './use-invoice-totals';
import { useSuggestedNumber } from './use-suggested-number';

type InvoiceFormProps = {
  defaults: InvoiceFormValues;
  /** The invoice being edited; absent for a new one. */
  invoice?: TInvoice;
  /** The overdue invoice a new late-fee invoice replaces (/overdue/:id); its client stays. */
  replaces?: TInvoice;
  /** The number a new invoice dated today gets unless another is typed, and how invoices are numbered. */
  nextNumber?: NextInvoiceNumber;
  userId: string;
  businessName: string;
  logo: string;
  /** The business's GSTIN and chosen state: how its bills are taxed. */
  taxRegistration: TaxRegistration;
};

/**
 * The summary as the bill will print it: sub total (and the interest on arrears in it), its tax lines (CGST and SGST per rate, IGST, or the
 * single GST; none on a bill of supply) and the round off.
 */
function liveCharges(
  totals: LiveTotals,
  currency: string,
  interest: number,
  text: InvoiceFormText,
): Array<[string, string]> {
  const money = (value: number) => formatInvoiceMoney(value, currency);
  const taxes: Array<[string, string]> =
    totals.regime === 'none'
      ? [[text.noGst, money(0)]]
      : totals.regime === 'single'
        ? [[text.gst, money(totals.gst)]]
        : gstLinesOfSummary(
            totals.summary.map((row) => ({
              rate: row.rate,
              cgst: toPaise(row.cgst),
              sgst: toPaise(row.sgst),
              igst: toPaise(row.igst),
            })),
            percent,
          ).map(({ label, paise }) => [label, formatMoney(paise, currency)]);
  return [
    [text.subTotal, money(totals.subTotal)],
    ...(interest > 0 ? [[text.interest, money(interest)] as [string, string]] : []),
    ...taxes,
    ...(totals.roundOff === 0 ? [] : [[text.roundOff, money(totals.roundOff)] as [string, string]]),
  ];
}

/** The invoice create/edit form; the server computes and stores every amount. */
export function InvoiceForm({
  defaults,
  invoice,
  replaces,
  nextNumber,
  userId,
  businessName,
  logo,
  taxRegistration,
}: InvoiceFormProps) {
  const notify = useNotify();
  const text = useText(INVOICE_FORM_TEXT);
  const navigate = useNavigate();
  const save = useSaveInvoice({ id: invoice?._id, from: replaces?._id });
  const keptClient = invoice || replaces ? defaults.client : null;
  const resolver = useMemo(() => zodResolver(invoiceFormSchema(keptClient)), [keptClient]);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { isSubmitted },
  } = useForm<InvoiceFormValues, unknown, TInvoiceUpdate>({
    resolver,
    defaultValues: defaults,
  });
  const lines = useFieldArray({ control, name: 'items' });
  const [type, currency, date, client] = useWatch({ control, name: ['type', 'currency', 'date', 'client'] });
  // A new bill of a flat may add the interest on its earlier bills; the server works it out again.
  const interestOffer = useInterestOffer({
    userId,
    customerId: invoice || replaces ? null : client?._id,
    date,
    type,
    currency,
  });
  const [addsInterest, setAddsInterest] = useState(false);
  const interest = addsInterest ? (interestOffer?.amount ?? 0) : 0;
  const taxRule = useBillTaxRule({
    userId,
    registration: taxRegistration,
    client,
    date,
    editedId: invoice?._id,
  });
  const totals = useInvoiceTotals(control, taxRegistration, taxRule, interest);
  const suggested = useSuggestedNumber({
    first: invoice ? undefined : nextNumber,
    date,
    getValues,
    setValue,
  });
  const status = invoice
    ? deriveStatus(
        toPaise(totals.total),
        toPaise(invoice.totalAmountReceived),
        toPaise(invoice.totalCredited),
      )
    : statusOnCreate(type);
  const total = formatInvoiceMoney(totals.total, currency);

  /**
   * Per-sq.ft lines still without a price take the chosen customer's price per sq.ft; a fixed line's
   * price is an amount of its own (₹500 for parking), so it is left for the owner to type.
   */
  function priceEmptyLines(client: BillToValue) {
    if (client.price === undefined) return;
    getValues('items').forEach((item, index) => {
      if (item.unitPrice.trim() !== '' || item.basis === 'fixed') return;
      // Checked at once, so a 'Please Enter Item Price' from an earlier attempt goes with the empty box.
      setValue(`items.${index}.unitPrice`, String(client.price), { shouldValidate: isSubmitted });
    });
  }

  const submit = handleSubmit((payload) => {
    // The suggested number is left to the server, so an invoice made meanwhile elsewhere cannot clash.
    const numbered =
      !invoice && payload.invoiceNumber === suggested?.number ? { ...payload, invoiceNumber: '' } : payload;
    const body = interest > 0 ? { ...numbered, interestOnArrears: true } : numbered;
    save.mutate(body, {
      onSuccess: (saved) => {
        notify.success(invoice ? text.updated : text.generated);
        // The owner's page, inside the app's navigation; /invoice/{id} is the client's public link.
        navigate(`/auth/invoice/${encodeURIComponent(saved._id)}`);
      },
      onError: (error) => {
        notify.failed(error);
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, invoiceFieldOf);
      },
    });
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Paper
        component="form"
        noValidate
        onSubmit={submit}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3, md: 4 }, borderRadius: 2 }}
      >
        <InvoiceFormHeader
          control={control}
          businessName={businessName}
          logo={logo}
          numberHelp={invoiceNumberHelp(invoice ? 'edit' : suggested, text)}
        />
        <Divider sx={{ my: 3 }} />
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 320px' }, gap: { xs: 3, md: 6 } }}
        >
          <BillTo
            control={control}
            userId={userId}
            onCustomerChosen={priceEmptyLines}
            isFixed={Boolean(replaces)}
          />
          <InvoiceDates
            control={control}
            status={status}
            amount={total}
            date={date}
            latestDate={latestInvoiceDate(new Date())}
          />
        </Box>
        <Divider sx={{ my: 3 }} />
        <InvoiceItems control={control} lines={lines} amounts={totals.amounts} currency={currency} />
        <InterestOption offer={interestOffer} checked={addsInterest} onChange={setAddsInterest} />
        <Divider sx={{ my: 3 }} />
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 320px' }, gap: { xs: 3, md: 6 } }}
        >
          <InvoiceTermsFields control={control} isRegistered={Boolean(taxRegistration.gstin)} />
          <InvoiceSummary
            label={text.summary}
            charges={liveCharges(totals, currency, interest, text)}
            total={total}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : <SaveOutlinedIcon />}
          >
            {replaces ? text.createWithFine : text.save}
          </Button>
        </Box>
      </Paper>
    </LocalizationProvider>
  );
}
