import type { LineBasis } from '@domain/line-basis';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import type { TextFieldProps } from '@mui/material/TextField';
import { FormTextField } from '../../../components/form-text-field';
import type { InvoiceFormControl, InvoiceItemValues } from './invoice-form-schema';

/** The boxes of one line, as a table row or a phone's card lays them out. */
export type ItemFieldsProps = {
  control: InvoiceFormControl;
  index: number;
  /** Visible labels (the phone's cards) or labels for screen readers only (the table's cells). */
  hasVisibleLabels: boolean;
};

type TextItemField = Exclude<keyof InvoiceItemValues, 'basis' | 'gstTreatment'>;

const LABELS: Record<keyof InvoiceItemValues, string> = {
  itemName: 'Item Name',
  basis: 'Basis',
  gstTreatment: 'GST',
  quantity: 'Qty',
  unitPrice: 'Price',
  discount: 'Disc(%)',
  overDues: 'Late Fee(2% P.M)',
};

/** How the basis choice reads: a per-sq.ft line bills the flat's area, a fixed one a typed quantity. */
const BASIS_LABELS: Record<LineBasis, string> = { area: 'per sq.ft', fixed: 'fixed' };

export function ItemField({
  control,
  index,
  hasVisibleLabels,
  name,
  ...props
}: ItemFieldsProps & { name: TextItemField } & Omit<TextFieldProps, 'name'>) {
  const label = `${LABELS[name]}, line ${index + 1}`;
  const isNumber = name !== 'itemName';
  return (
    <FormTextField
      control={control}
      name={`items.${index}.${name}`}
      size="small"
      fullWidth
      label={hasVisibleLabels ? LABELS[name] : undefined}
      placeholder={name === 'itemName' ? 'e.g. Maintenance charges' : '0'}
      {...props}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          ...(isNumber ? { inputMode: 'decimal', style: { textAlign: 'right' } } : { maxLength: 200 }),
        },
      }}
    />
  );
}

/**
 * Per sq.ft or fixed: a native select, so the keyboard (arrows, the first letter) and a phone's own
 * picker work as everywhere else.
 */
export function BasisField({ control, index, hasVisibleLabels }: ItemFieldsProps) {
  return (
    <FormTextField
      control={control}
      name={`items.${index}.basis`}
      select
      size="small"
      fullWidth
      label={hasVisibleLabels ? LABELS.basis : undefined}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': `${LABELS.basis}, line ${index + 1}` },
      }}
    >
      {(Object.keys(BASIS_LABELS) as LineBasis[]).map((basis) => (
        <option key={basis} value={basis}>
          {BASIS_LABELS[basis]}
        </option>
      ))}
    </FormTextField>
  );
}

export function RemoveItemButton({
  index,
  onRemove,
  disabled,
}: {
  index: number;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <IconButton aria-label={`Remove line ${index + 1}`} onClick={onRemove} disabled={disabled} size="small">
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
}
