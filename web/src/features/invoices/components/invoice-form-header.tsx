import { INVOICE_TYPES } from '@domain/constants';
import { MAX_DOCUMENT_NUMBER_LENGTH } from '@domain/fy-numbering';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import type { NextInvoiceNumber } from '../api/get-next-invoice-number';
import { INVOICE_FORM_TEXT, type InvoiceFormText } from '../text/invoice-form-text';
import type { InvoiceFormControl } from './invoice-form-schema';

type InvoiceFormHeaderProps = {
  control: InvoiceFormControl;
  businessName: string;
  logo: string;
  /** What the number box says below it, when the numbering needs saying. */
  numberHelp?: string;
};

/**
 * What the number box says: an edited invoice keeps its number whatever its date becomes; a new one
 * numbered by financial year is numbered in its date's year, and a serial may be typed.
 */
export function invoiceNumberHelp(
  about: 'edit' | NextInvoiceNumber | undefined,
  text: Pick<InvoiceFormText, 'numberKept' | 'numberOfYear'>,
): string | undefined {
  if (about === 'edit') return text.numberKept;
  if (about?.mode !== 'financial-year') return undefined;
  return text.numberOfYear(about.financialYear);
}

/** The top of the document: the business's logo and name, the type selector and the editable number. */
export function InvoiceFormHeader({ control, businessName, logo, numberHelp }: InvoiceFormHeaderProps) {
  const text = useText(INVOICE_FORM_TEXT);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar
          src={logo || undefined}
          alt={businessName ? text.logo(businessName) : text.noLogo}
          variant="rounded"
          sx={{ width: 64, height: 64, bgcolor: 'primary.light', color: 'primary.dark', fontWeight: 700 }}
        >
          {businessName.trim().charAt(0).toUpperCase() || 'B'}
        </Avatar>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{businessName}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <FormTextField
          control={control}
          name="type"
          select
          label={text.type}
          size="small"
          sx={{ width: 150 }}
        >
          {INVOICE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="invoiceNumber"
          label={text.invoiceNumber}
          size="small"
          sx={{ width: numberHelp ? 220 : 140 }}
          helperText={numberHelp}
          slotProps={{
            htmlInput: { inputMode: numberHelp ? 'text' : 'numeric', maxLength: MAX_DOCUMENT_NUMBER_LENGTH },
          }}
        />
      </Box>
    </Box>
  );
}
