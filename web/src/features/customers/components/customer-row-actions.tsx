import type { TCustomer } from '@domain/api/customers';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { CUSTOMERS_TEXT } from '../text/customers-text';

/** What the table and the phone list both offer for each customer. */
export type CustomerRowsProps = {
  customers: TCustomer[];
  /** The serial number of the first row: numbering continues from page to page. */
  firstNumber: number;
  onEdit: (customer: TCustomer) => void;
  onDelete: (customer: TCustomer) => void;
};

type ActionProps = { customer: TCustomer; onClick: (customer: TCustomer) => void };

export function EditCustomerButton({ customer, onClick }: ActionProps) {
  const text = useText(CUSTOMERS_TEXT);
  if (!useCan('keepBooks')) return null;
  return (
    <IconButton aria-label={text.editCustomer(customer.name)} onClick={() => onClick(customer)}>
      <EditOutlinedIcon fontSize="small" />
    </IconButton>
  );
}

export function DeleteCustomerButton({ customer, onClick }: ActionProps) {
  const text = useText(CUSTOMERS_TEXT);
  if (!useCan('keepBooks')) return null;
  return (
    <IconButton
      aria-label={text.deleteCustomer(customer.name)}
      onClick={() => onClick(customer)}
      sx={{ '&:hover': { color: 'error.main' } }}
    >
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
}

/** An address that may break before its "@" when the column is narrow, never inside a word. */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** The customer's name, leading to their page: their flat's account and details. */
export function CustomerLink({ customer }: { customer: TCustomer }) {
  return (
    <Link component={RouterLink} to={`/customers/${encodeURIComponent(customer._id)}`} color="inherit">
      {customer.name}
    </Link>
  );
}
