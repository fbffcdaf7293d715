import type { TCustomer } from '@domain/api/customers';
import { formatQuantity } from '@domain/format';
import { toHundredths } from '@domain/quantity';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useText } from '../../../lib/text';
import { CustomerDialog } from '../../customers';
import { INVOICE_DOCUMENT_TEXT } from '../text/invoice-document-text';
import { INVOICE_FORM_TEXT } from '../text/invoice-form-text';
import { ClientDetails } from './client-details';
import { CustomerPicker } from './customer-picker';
import { SectionLine } from './invoice-detail-section';
import { type BillTo as BillToValue, billToOf, type InvoiceFormControl } from './invoice-form-schema';

type BillToProps = {
  control: InvoiceFormControl;
  userId: string;
  /** Told of a newly chosen customer, so the lines can take their price. */
  onCustomerChosen: (customer: BillToValue) => void;
  /** A late-fee invoice bills the original's client: there is nothing to change. */
  isFixed?: boolean;
};

/** 'Bill to': the chosen customer with 'Change', or the customer search and the 'New Customer' chip. */
export function BillTo({ control, userId, onCustomerChosen, isFixed = false }: BillToProps) {
  const { field, fieldState } = useController({ control, name: 'client' });
  const [dialogKey, setDialogKey] = useState(0);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const text = useText(INVOICE_FORM_TEXT);
  const documentText = useText(INVOICE_DOCUMENT_TEXT);

  function choose(customer: TCustomer) {
    const client = billToOf(customer);
    field.onChange(client);
    onCustomerChosen(client);
  }

  return (
    <Box component="section" aria-labelledby="bill-to-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography
          id="bill-to-heading"
          variant="overline"
          sx={{ color: 'text.secondary', fontWeight: 700, lineHeight: 2 }}
        >
          {documentText.billTo}
        </Typography>
        {field.value && !isFixed ? (
          <Button size="small" onClick={() => field.onChange(null)}>
            {text.change}
          </Button>
        ) : null}
      </Box>
      {field.value ? (
        <>
          <ClientDetails client={field.value} />
          {/* The quantity every line is billed for. */}
          <SectionLine>{text.area(formatQuantity(toHundredths(field.value.flatarea)))}</SectionLine>
        </>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
          <CustomerPicker userId={userId} onPick={choose} error={fieldState.error?.message} />
          <Chip
            icon={<PersonAddAlt1OutlinedIcon />}
            label={text.newCustomer}
            color="primary"
            variant="outlined"
            onClick={() => {
              setDialogKey((key) => key + 1);
              setDialogOpen(true);
            }}
            sx={{ mt: 1.25 }}
          />
        </Box>
      )}
      <CustomerDialog
        key={dialogKey}
        open={isDialogOpen}
        customer={null}
        onClose={() => setDialogOpen(false)}
        onCreated={choose}
      />
    </Box>
  );
}
