import { LATE_FEE_WHILE_INTEREST_MESSAGE, type TClientInterest } from '@domain/api/interest';
import { DEFAULT_CURRENCY } from '@domain/constants';
import { isValidDateString } from '@domain/dates';
import { interestPeriodText } from '@domain/interest';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { formatInvoiceMoney } from '../../invoices';
import { useClientInterest } from '../api/get-client-interest';
import { useInterestSettings } from '../api/interest-settings';
import { INTEREST_TEXT } from '../interest-text';

type OfferRequest = {
  userId: string;
  /** The flat billed; null while none is chosen, or for a bill that is no new one. */
  customerId: string | null | undefined;
  /** The bill's date, 'YYYY-MM-DD'. */
  date: string;
  type: string;
  currency: string;
};

/**
 * What a new bill of a flat may add as interest on its earlier bills, worked out by the server up to the
 * bill's date; null while the business charges late-fee invoices, for a quotation or another currency,
 * before a flat and a date are chosen, or while it is being worked out.
 */
export function useInterestOffer({
  userId,
  customerId,
  date,
  type,
  currency,
}: OfferRequest): TClientInterest | null {
  const settings = useInterestSettings(userId, { enabled: Boolean(customerId) });
  const isOffered =
    settings.data?.lateCharge === 'interest' &&
    Boolean(customerId) &&
    isValidDateString(date) &&
    type !== 'Quotation' &&
    currency === DEFAULT_CURRENCY;
  const interest = useClientInterest(customerId ?? '', date, { enabled: isOffered });
  return isOffered && interest.data ? interest.data : null;
}

type InterestOptionProps = {
  offer: TClientInterest | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * "Add interest on arrears (₹97.59)" under the invoice form's lines, with each earlier bill's part; or
 * why there is nothing to add (none due, or less than the minimum).
 */
export function InterestOption({ offer, checked, onChange }: InterestOptionProps) {
  const { offer: text } = useText(INTEREST_TEXT);
  if (!offer) return null;
  const money = (amount: number) => formatInvoiceMoney(amount, DEFAULT_CURRENCY);
  if (offer.amount === 0) {
    return (
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {offer.total > 0 ? text.underMinimum(money(offer.total), money(offer.minimumAmount)) : text.noneDue}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={text.add(money(offer.amount))}
      />
      <Box component="ul" sx={{ m: 0, pl: 6, color: 'text.secondary', typography: 'body2' }}>
        {offer.bills.map((bill) => (
          <li key={bill.invoice._id}>
            {text.bill(
              bill.invoice.invoiceNumber,
              interestPeriodText(bill.from, bill.to),
              bill.days,
              bill.rate,
              money(bill.amount),
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Why no late-fee invoice is offered: the business charges interest on arrears instead (the server
 * refuses one with the same words); null while it charges late-fee invoices (or its settings could not
 * be read: the server still says no if it must), undefined until that is known.
 */
export function useLateFeeRefusal(userId: string, { enabled = true } = {}): string | null | undefined {
  const settings = useInterestSettings(userId, { enabled });
  if (settings.isError) return null;
  if (!settings.data) return undefined;
  return settings.data.lateCharge === 'interest' ? LATE_FEE_WHILE_INTEREST_MESSAGE : null;
}
