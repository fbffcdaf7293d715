import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useText } from '../../../lib/text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { INVOICE_DETAIL_TEXT } from '../text/invoice-detail-text';

/** A link to an invoice that does not exist (mistyped, or deleted), with the way back to the invoices. */
export function InvoiceDetailNotFound() {
  const text = useText(INVOICE_DETAIL_TEXT);
  useDocumentTitle(text.notFound);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <ReceiptLongOutlinedIcon
        aria-hidden="true"
        sx={{ fontSize: 56, color: 'primary.main', opacity: 0.7 }}
      />
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: '1.625rem', md: '2rem' } }}>
        {text.notFound}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{text.notFoundText}</Typography>
      <Button component={Link} to="/invoices" variant="contained">
        {text.allInvoices}
      </Button>
    </Box>
  );
}
