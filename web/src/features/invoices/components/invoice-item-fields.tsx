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

const LABELS: Record<keyof InvoiceItemValues, string> = {
  itemName: 'Item Name',
  unitPrice: 'Price',
  discount: 'Disc(%)',
  overDues: 'Late Fee(2% P.M)',
};

export function ItemField({
  control,
  index,
  hasVisibleLabels,
  name,
  ...props
}: ItemFieldsProps & { name: keyof InvoiceItemValues } & Omit<TextFieldProps, 'name'>) {
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
