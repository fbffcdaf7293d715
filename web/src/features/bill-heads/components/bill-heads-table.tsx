import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LIST_HEADER_CELLS } from '../../../components/list-table';
import { useText } from '../../../lib/text';
import { BILL_HEADS_TEXT } from '../text/bill-heads-text';
import { flatsText, gstTreatmentText, overridesText, rateText } from './bill-head-description';
import {
  type BillHeadRowsProps,
  DeleteBillHeadButton,
  EditBillHeadButton,
  HeadWarnings,
  InactiveChip,
  MoveButton,
} from './bill-head-row-parts';

const SECONDARY = { color: 'text.secondary' } as const;

/** The heads in bill order, on screens wide enough for a table. */
export function BillHeadsTable({ heads, nameOf, onMove, onEdit, onDelete }: BillHeadRowsProps) {
  const text = useText(BILL_HEADS_TEXT);
  const columns = text.columns;
  return (
    // Between a phone and a wide screen the table may not fit: it scrolls sideways in its own box.
    <TableContainer>
      <Table aria-label={text.list} size="small" sx={{ minWidth: 760, '& th, & td': { px: 1.5 } }}>
        <TableHead>
          <TableRow sx={{ '& th': LIST_HEADER_CELLS }}>
            <TableCell sx={{ pl: 2.5 }}>{columns.order}</TableCell>
            <TableCell>{columns.head}</TableCell>
            <TableCell>{columns.charged}</TableCell>
            <TableCell>{columns.bills}</TableCell>
            <TableCell>{columns.gst}</TableCell>
            <TableCell align="right" sx={{ pr: 2.5 }}>
              {columns.actions}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {heads.map((head, index) => {
            const overrides = overridesText(head, text);
            return (
              <TableRow
                key={head._id}
                hover
                sx={{ verticalAlign: 'top', '&:last-child td': { borderBottom: 0 } }}
              >
                <TableCell sx={{ pl: 2.5, py: 1, whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <Typography variant="body2" sx={{ ...SECONDARY, minWidth: 20 }}>
                      {index + 1}
                    </Typography>
                    <MoveButton head={head} direction="up" disabled={index === 0} onMove={onMove} />
                    <MoveButton
                      head={head}
                      direction="down"
                      disabled={index === heads.length - 1}
                      onMove={onMove}
                    />
                  </Box>
                </TableCell>
                <TableCell sx={{ py: 1.5, minWidth: 180 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {head.name}
                    </Typography>
                    <InactiveChip head={head} />
                  </Box>
                  <HeadWarnings head={head} />
                </TableCell>
                <TableCell sx={{ py: 1.5 }}>{rateText(head, nameOf, text)}</TableCell>
                <TableCell sx={{ py: 1.5 }}>
                  {flatsText(head, text)}
                  {overrides ? (
                    <Typography variant="body2" sx={SECONDARY}>
                      {overrides}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ py: 1.5, whiteSpace: 'nowrap' }}>
                  {gstTreatmentText(head, text)}
                  <Typography variant="body2" sx={SECONDARY}>
                    {text.sacHsn(head.hsn)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ py: 0.75, pr: 1.5, whiteSpace: 'nowrap' }}>
                  <EditBillHeadButton head={head} onClick={onEdit} />
                  <DeleteBillHeadButton head={head} onClick={onDelete} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
