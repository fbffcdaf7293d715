import ArrowBack from '@mui/icons-material/ArrowBack';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableViewOutlined from '@mui/icons-material/TableViewOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link, useParams } from 'react-router';
import { CanDo } from '../../../components/can-do';
import { DateRangeFields, useDateRange } from '../../../components/date-range';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { useText } from '../../../lib/text';
import { copyText, LINK_COPIED_MESSAGE } from '../../messaging';
import { useDownloadStatement, useSendStatement, useStatement } from '../api/statements';
import { StatementTable } from '../components/statement-table';
import { STATEMENTS_TEXT } from '../statements-text';

/**
 * A flat's statement of account for its owner: the period (the financial year so far unless changed),
 * every entry with the running balance, the PDF and the workbook, and the member's own link, copied or
 * sent by e-mail or WhatsApp.
 */
export function StatementPage() {
  const { id: customerId = '' } = useParams();
  const notify = useNotify();
  const text = useText(STATEMENTS_TEXT);
  const { range, setDay } = useDateRange();
  const source = { customerId };
  const statementQuery = useStatement(source, range);
  const download = useDownloadStatement(source);
  const send = useSendStatement(customerId);
  const statement = statementQuery.data;

  const save = (format: 'pdf' | 'xlsx') =>
    download.mutate({ range, format }, { onError: (error) => notify.failed(error) });
  const sendBy = (channel: 'email' | 'whatsapp') =>
    send.mutate(channel, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.failed(error),
    });
  const copyLink = async () => {
    if (statement && (await copyText(`${window.location.origin}${statement.publicPath}`))) {
      notify.success(LINK_COPIED_MESSAGE);
    }
  };

  return (
    <>
      <Button
        component={Link}
        to={`/customers/${customerId}`}
        startIcon={<ArrowBack />}
        sx={{ mb: 1.5, ml: -1 }}
      >
        {text.backToFlat}
      </Button>
      <PageHeading
        title={text.title}
        description={
          statement ? [statement.client.name, statement.client.flat].filter(Boolean).join(' · ') : undefined
        }
        actions={
          statement ? (
            <>
              <Button
                variant="outlined"
                startIcon={<PictureAsPdfOutlined />}
                loading={download.isPending}
                onClick={() => save('pdf')}
              >
                {text.pdf}
              </Button>
              <Button variant="outlined" startIcon={<TableViewOutlined />} onClick={() => save('xlsx')}>
                {text.xlsx}
              </Button>
              <CanDo access="keepBooks">
                <Button
                  variant="outlined"
                  startIcon={<EmailOutlined />}
                  loading={send.isPending && send.variables === 'email'}
                  onClick={() => sendBy('email')}
                >
                  {text.email}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<WhatsApp />}
                  loading={send.isPending && send.variables === 'whatsapp'}
                  onClick={() => sendBy('whatsapp')}
                >
                  {text.whatsApp}
                </Button>
              </CanDo>
              <Button startIcon={<LinkOutlined />} onClick={copyLink}>
                {text.copyLink}
              </Button>
            </>
          ) : null
        }
      />
      <Paper variant="outlined" sx={{ borderRadius: 1.5, p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ mb: 2 }}>
          <DateRangeFields range={statement} onChange={setDay} />
        </Box>
        {statementQuery.isPending ? (
          <LoadingSpinner label={text.loading} />
        ) : statement ? (
          <StatementTable statement={statement} billPath={(invoiceId) => `/auth/invoice/${invoiceId}`} />
        ) : (
          <LoadFailed message={statementQuery.error?.message} onRetry={() => statementQuery.refetch()} />
        )}
      </Paper>
    </>
  );
}
