import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LIST_HEADER_CELLS } from '../../../components/list-table';
import { amountText } from './dues-rows';

/** A column of figures: rupees, or a count (of receipts). */
export type FigureColumn = { heading: string; isCount?: boolean };
export type FigureRow = { key: string; label: string; figures: number[]; isTotal?: boolean };

type FigureTableProps = {
  title: string;
  labelHeading: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  isPhone: boolean;
};

const AMOUNT = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const TOTAL = { bgcolor: 'grey.50', '& td': { fontWeight: 600 } } as const;

const figureText = (column: FigureColumn | undefined, figure: number) =>
  column?.isCount ? String(figure) : amountText(figure);

/** The card's main figure: rupees marked ₹, and nothing as a bare dash. */
const cardFigureText = (column: FigureColumn | undefined, figure: number) =>
  column?.isCount || figure === 0 ? figureText(column, figure) : `₹${figureText(column, figure)}`;

/**
 * One of a report's small tables under its title: a table on a wide screen; on a phone each row is a
 * card, its first figure beside its name and the others under it.
 */
export function FigureTable({ title, labelHeading, columns, rows, isPhone }: FigureTableProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, py: 1.5, fontSize: '1rem' }}>
        {title}
      </Typography>
      {isPhone ? (
        <List aria-label={title} disablePadding>
          {rows.map((row) => (
            <ListItem
              key={row.key}
              divider
              sx={{ display: 'block', px: 2, py: 1, ...(row.isTotal ? TOTAL : {}) }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.label}</Typography>
                <Typography sx={{ ...AMOUNT, fontWeight: 600 }}>
                  {cardFigureText(columns[0], row.figures[0] ?? 0)}
                </Typography>
              </Box>
              {columns.length > 1 ? (
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {columns
                    .slice(1)
                    .map(
                      (column, index) =>
                        `${column.heading} ${figureText(column, row.figures[index + 1] ?? 0)}`,
                    )
                    .join(' · ')}
                </Typography>
              ) : null}
            </ListItem>
          ))}
        </List>
      ) : (
        <Table aria-label={title} size="small">
          <TableHead>
            <TableRow sx={{ '& th': LIST_HEADER_CELLS }}>
              <TableCell>{labelHeading}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.heading} align="right">
                  {column.heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} sx={row.isTotal ? TOTAL : undefined}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                {columns.map((column, index) => (
                  <TableCell key={column.heading} align="right" sx={AMOUNT}>
                    {figureText(column, row.figures[index] ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
