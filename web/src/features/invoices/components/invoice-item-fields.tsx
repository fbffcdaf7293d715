import type { GstTreatment } from '@domain/bill-heads';
import { GST_RATE_SLABS } from '@domain/invoice-tax';
import type { LineBasis } from '@domain/line-basis';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import { INVOICE_FORM_TEXT } from '../text/invoice-form-text';
import type { InvoiceFormControl, InvoiceItemValues } from './invoice-form-schema';

/** The boxes of one line, as a table row or a phone's card lays them out. */
export type ItemFieldsProps = {
  control: InvoiceFormControl;
  index: number;
  /** Visible labels (the phone's cards) or labels for screen readers only (the table's cells). */
  hasVisibleLabels: boolean;
};

type TextItemField = Exclude<keyof InvoiceItemValues, 'basis' | 'gstTreatment' | 'gstRate' | 'hsn'>;

/** The basis choices, in the order the select offers them. */
const BASES: LineBasis[] = ['area', 'fixed'];

export function ItemField({
  control,
  index,
  hasVisibleLabels,
  name,
  ...props
}: ItemFieldsProps & { name: TextItemField } & Omit<TextFieldProps, 'name'>) {
  const text = useText(INVOICE_FORM_TEXT);
  const label = text.onLine(text.itemLabels[name], index + 1);
  const isNumber = name !== 'itemName';
  return (
    <FormTextField
      control={control}
      name={`items.${index}.${name}`}
      size="small"
      fullWidth
      label={hasVisibleLabels ? text.itemLabels[name] : undefined}
      placeholder={name === 'itemName' ? text.itemPlaceholder : '0'}
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
  const text = useText(INVOICE_FORM_TEXT);
  return (
    <FormTextField
      control={control}
      name={`items.${index}.basis`}
      select
      size="small"
      fullWidth
      label={hasVisibleLabels ? text.itemLabels.basis : undefined}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': text.onLine(text.itemLabels.basis, index + 1) },
      }}
    >
      {BASES.map((basis) => (
        <option key={basis} value={basis}>
          {text.bases[basis]}
        </option>
      ))}
    </FormTextField>
  );
}

/** The line's GST choice: the bill's rate, a rate of its own (a GST slab), exempt or a statutory levy. */
function gstChoiceOf(treatment: GstTreatment, rate: string): string {
  if (treatment !== 'taxable') return treatment;
  return rate === '' ? 'bill' : `rate:${rate}`;
}

/**
 * How a line is taxed, in one native select: at the bill's rate (the default), at a GST slab of its
 * own, exempt, or a statutory levy (never taxed).
 */
export function GstField({ control, index, hasVisibleLabels }: ItemFieldsProps) {
  const treatment = useController({ control, name: `items.${index}.gstTreatment` });
  const rate = useController({ control, name: `items.${index}.gstRate` });
  const text = useText(INVOICE_FORM_TEXT);
  const rates = [
    ...new Set([...GST_RATE_SLABS.map(String), ...(rate.field.value ? [rate.field.value] : [])]),
  ];
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={gstChoiceOf(treatment.field.value, rate.field.value)}
      onChange={(event) => {
        const choice = event.target.value;
        const isRate = choice.startsWith('rate:');
        treatment.field.onChange(choice === 'exempt' || choice === 'levy' ? choice : 'taxable');
        rate.field.onChange(isRate ? choice.slice('rate:'.length) : '');
      }}
      error={Boolean(rate.fieldState.error)}
      helperText={rate.fieldState.error?.message}
      label={hasVisibleLabels ? text.itemLabels.gstTreatment : undefined}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': text.onLine(text.itemLabels.gstTreatment, index + 1) },
      }}
    >
      <option value="bill">{text.billRate}</option>
      {rates.map((value) => (
        <option key={value} value={`rate:${value}`}>
          {`${value} %`}
        </option>
      ))}
      <option value="exempt">{text.exempt}</option>
      <option value="levy">{text.levy}</option>
    </TextField>
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
  const text = useText(INVOICE_FORM_TEXT);
  return (
    <IconButton aria-label={text.removeLine(index + 1)} onClick={onRemove} disabled={disabled} size="small">
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
}
