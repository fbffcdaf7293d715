import { flatLabel } from '@domain/api/customers';
import { formatPhone } from '@domain/phone';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { CUSTOMERS_TEXT } from '../text/customers-text';
import {
  BreakableEmail,
  CustomerLink,
  type CustomerRowsProps,
  DeleteCustomerButton,
  EditCustomerButton,
} from './customer-row-actions';

/**
 * The customers on a phone: nine columns do not fit 390 px, and a table scrolled sideways would hide
 * Edit and Delete. Each customer is one item with the same details and the same two buttons.
 */
export function CustomerList({ customers, firstNumber, onEdit, onDelete }: CustomerRowsProps) {
  const text = useText(CUSTOMERS_TEXT);
  return (
    <List aria-label={text.list} disablePadding>
      {customers.map((customer, index) => (
        <ListItem
          key={customer._id}
          divider={index < customers.length - 1}
          alignItems="flex-start"
          sx={{ gap: 1.5, px: 2, py: 1.5 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 20, pt: 0.25 }}>
            {firstNumber + index}
          </Typography>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              <CustomerLink customer={customer} />
            </Typography>
            <Typography variant="body2">{flatLabel(customer)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              <BreakableEmail email={customer.email} />
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatPhone(customer.phone)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', mr: -1 }}>
            <EditCustomerButton customer={customer} onClick={onEdit} />
            <DeleteCustomerButton customer={customer} onClick={onDelete} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
