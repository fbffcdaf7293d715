import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useText } from '../../../lib/text';
import { INVOICE_FORM_TEXT } from '../text/invoice-form-text';
import {
  BasisField,
  GstField,
  ItemField,
  type ItemFieldsProps,
  RemoveItemButton,
} from './invoice-item-fields';

/** One line of the item table, or of the phone's cards. */
export type ItemLineProps = ItemFieldsProps & {
  /** The flat's area as it prints ('1,234.50'), or a dash before a customer is chosen. */
  area: string;
  /** The line's amount as it prints, or a dash while its figures are not valid yet. */
  amount: string;
  canRemove: boolean;
  onRemove: () => void;
};

/** A fixed line's quantity is typed; a per-sq.ft line's is the flat's area, shown, not editable. */
function useIsFixed({ control, index }: ItemFieldsProps): boolean {
  return useWatch({ control, name: `items.${index}.basis` }) === 'fixed';
}

export function ItemTableRow({ area, amount, canRemove, onRemove, ...fields }: ItemLineProps) {
  const isFixed = useIsFixed(fields);
  const text = { pt: '14px !important', whiteSpace: 'nowrap' } as const;
  return (
    <TableRow>
      <TableCell sx={{ minWidth: 152 }}>
        <ItemField {...fields} name="itemName" />
      </TableCell>
      <TableCell sx={{ width: 116, minWidth: 116 }}>
        <BasisField {...fields} />
      </TableCell>
      {isFixed ? (
        <TableCell sx={{ width: 84, minWidth: 84 }}>
          <ItemField {...fields} name="quantity" />
        </TableCell>
      ) : (
        <TableCell align="right" sx={text}>
          {area}
        </TableCell>
      )}
      <TableCell sx={{ width: 100, minWidth: 100 }}>
        <ItemField {...fields} name="unitPrice" />
      </TableCell>
      <TableCell sx={{ width: 64, minWidth: 64 }}>
        <ItemField {...fields} name="discount" />
      </TableCell>
      <TableCell sx={{ width: 72, minWidth: 72 }}>
        <ItemField {...fields} name="overDues" />
      </TableCell>
      <TableCell align="right" sx={{ width: 116, minWidth: 116 }}>
        {/* The amount, and below it how the line is taxed: the row keeps its width, and the keyboard
            reaches the GST choice after the line's figures. */}
        <Box sx={{ ...text, fontWeight: 600, pb: 1 }}>{amount}</Box>
        <GstField {...fields} />
      </TableCell>
      <TableCell align="center">
        <RemoveItemButton index={fields.index} onRemove={onRemove} disabled={!canRemove} />
      </TableCell>
    </TableRow>
  );
}

export function ItemCard({ area, amount, canRemove, onRemove, ...fields }: ItemLineProps) {
  const isFixed = useIsFixed(fields);
  const text = useText(INVOICE_FORM_TEXT);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <ItemField {...fields} name="itemName" />
        <RemoveItemButton index={fields.index} onRemove={onRemove} disabled={!canRemove} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <BasisField {...fields} />
        {isFixed ? (
          <ItemField {...fields} name="quantity" />
        ) : (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', alignSelf: 'center', textAlign: 'right' }}
          >
            {text.area(area)}
          </Typography>
        )}
        <ItemField {...fields} name="unitPrice" />
        <ItemField {...fields} name="discount" />
        <ItemField {...fields} name="overDues" />
        <GstField {...fields} />
        <Typography
          sx={{ fontWeight: 600, alignSelf: 'center', textAlign: 'right', gridColumn: '1 / -1' }}
          aria-label={text.lineAmount(fields.index + 1)}
        >
          {amount}
        </Typography>
      </Box>
    </Paper>
  );
}
