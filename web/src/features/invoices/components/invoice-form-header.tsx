import { INVOICE_TYPES } from '@domain/constants';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';
import type { InvoiceFormControl } from './invoice-form-schema';

type InvoiceFormHeaderProps = {
  control: InvoiceFormControl;
  businessName: string;
  logo: string;
};

/** The top of the document: the business's logo and name, the type selector and the editable number. */
export function InvoiceFormHeader({ control, businessName, logo }: InvoiceFormHeaderProps) {
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
          alt={businessName ? `${businessName} logo` : 'Logo'}
          variant="rounded"
          sx={{ width: 64, height: 64, bgcolor: 'primary.light', color: 'primary.dark', fontWeight: 700 }}
        >
          {businessName.trim().charAt(0).toUpperCase() || 'B'}
        </Avatar>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{businessName}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <FormTextField control={control} name="type" select label="Type" size="small" sx={{ width: 150 }}>
          {INVOICE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="invoiceNumber"
          label="Invoice No."
          size="small"
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
        />
      </Box>
    </Box>
  );
}
