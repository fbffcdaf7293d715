import { memberPath } from '@domain/api/portal';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { DateRangeFields, useDateRange } from '../../../components/date-range';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PublicPage } from '../../../components/public-page';
import { useDownloadStatement, useStatement } from '../api/statements';
import { StatementTable } from '../components/statement-table';

/**
 * A member's own statement, opened from their link (the token is the key): who keeps the account,
 * the period, every entry with the running balance, each bill one tap away to view and pay, and the PDF.
 */
export function PublicStatementPage() {
  const { token = '' } = useParams();
  const notify = useNotify();
  const { range, setDay } = useDateRange();
  const statementQuery = useStatement({ token }, range);
  const download = useDownloadStatement({ token });
  const statement = statementQuery.data;
  return (
    <PublicPage maxWidth="lg">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          mb: 2,
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Statement of account
          </Typography>
          {statement ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {[statement.businessName, statement.client.name, statement.client.flat]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          ) : null}
        </Box>
        {statement ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={Link} to={memberPath(token)} variant="outlined">
              My account
            </Button>
            <Button
              variant="contained"
              startIcon={<PictureAsPdfOutlined />}
              loading={download.isPending}
              onClick={() =>
                download.mutate(
                  { range, format: 'pdf' },
                  { onError: (error) => notify.error(`Error: ${error.message}`) },
                )
              }
            >
              Download PDF
            </Button>
          </Box>
        ) : null}
      </Box>
      <Paper variant="outlined" sx={{ borderRadius: 1.5, p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ mb: 2 }}>
          <DateRangeFields range={statement} onChange={setDay} />
        </Box>
        {statementQuery.isPending ? (
          <LoadingSpinner label="Loading statement" />
        ) : statement ? (
          <StatementTable statement={statement} billPath={(invoiceId) => `/invoice/${invoiceId}`} />
        ) : (
          <LoadFailed message={statementQuery.error?.message} onRetry={() => statementQuery.refetch()} />
        )}
      </Paper>
    </PublicPage>
  );
}
