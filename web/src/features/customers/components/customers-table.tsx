import { formatPhone } from '@domain/phone';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LIST_HEADER_CELLS } from '../../../components/list-table';
import { useText } from '../../../lib/text';
import { CUSTOMERS_TEXT } from '../text/customers-text';
import {
  BreakableEmail,
  CustomerLink,
  type CustomerRowsProps,
  DeleteCustomerButton,
  EditCustomerButton,
} from './customer-row-actions';

/** Short values that read badly when broken over two lines. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function CustomersTable({ customers, firstNumber, onEdit, onDelete }: CustomerRowsProps) {
  const text = useText(CUSTOMERS_TEXT);
  const columns = text.columns;
  return (
    // Between a phone and a wide screen the table may not fit: it scrolls sideways in its own box.
    <TableContainer>
      <Table
        aria-label={text.list}
        size="small"
        // Nine columns: narrower gutters leave room for an e-mail address on one line.
        sx={{
          minWidth: 820,
          '& th, & td': { px: 1.5 },
          '& th:first-of-type, & td:first-of-type': { pl: 2.5 },
        }}
      >
        <TableHead>
          <TableRow
            sx={{
              '& th': LIST_HEADER_CELLS,
            }}
          >
            <TableCell>{columns.number}</TableCell>
            <TableCell>{columns.name}</TableCell>
            <TableCell>{columns.flat}</TableCell>
            <TableCell>{columns.floor}</TableCell>
            <TableCell>{columns.block}</TableCell>
            <TableCell>{columns.email}</TableCell>
            <TableCell>{columns.phone}</TableCell>
            <TableCell align="center">{columns.edit}</TableCell>
            <TableCell align="center">{columns.delete}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((customer, index) => (
            <TableRow key={customer._id} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell sx={{ color: 'text.secondary', py: 1 }}>{firstNumber + index}</TableCell>
              <TableCell sx={{ fontWeight: 500 }}>
                <CustomerLink customer={customer} />
              </TableCell>
              <TableCell sx={NO_WRAP}>{customer.flat}</TableCell>
              <TableCell sx={NO_WRAP}>{customer.floor}</TableCell>
              <TableCell sx={NO_WRAP}>{customer.block}</TableCell>
              <TableCell>
                <BreakableEmail email={customer.email} />
              </TableCell>
              <TableCell sx={NO_WRAP}>{formatPhone(customer.phone)}</TableCell>
              <TableCell align="center" sx={{ py: 0.5 }}>
                <EditCustomerButton customer={customer} onClick={onEdit} />
              </TableCell>
              <TableCell align="center" sx={{ py: 0.5 }}>
                <DeleteCustomerButton customer={customer} onClick={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
