import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';
import { useText } from '../../../lib/text';
import { INVOICE_DOCUMENT_TEXT } from '../text/invoice-document-text';
import { FactList } from './fact-list';

type InvoiceSummaryProps = {
  /** The block's name: the form and the document each keep their own. */
  label: string;
  /** What makes up the total (sub total, GST…), with the labels the page shows. */
  charges: Array<[string, string]>;
  total: string;
  /** What follows the total on the document: the amount in words, the payments. */
  children?: ReactNode;
};

/** The charges, then the total in bold: the form's live summary and the document's, alike. */
export function InvoiceSummary({ label, charges, total, children }: InvoiceSummaryProps) {
  const text = useText(INVOICE_DOCUMENT_TEXT);
  return (
    <Box component="section" aria-label={label}>
      <FactList label={text.charges} facts={charges} />
      <Divider sx={{ my: 1.5 }} />
      <FactList label={text.total} facts={[[text.total, total]]} strong />
      {children}
    </Box>
  );
}
