import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A link to an invoice that does not exist (mistyped, or deleted), with the way back to the invoices. */
export function InvoiceDetailNotFound() {
  useDocumentTitle('Invoice not found');
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <ReceiptLongOutlinedIcon
        aria-hidden="true"
        sx={{ fontSize: 56, color: 'primary.main', opacity: 0.7 }}
      />
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: '1.625rem', md: '2rem' } }}>
        Invoice not found
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        This invoice does not exist or has been deleted. Please check the link you were sent.
      </Typography>
      <Button component={Link} to="/invoices" variant="contained">
        All invoices
      </Button>
    </Box>
  );
}
