import { monthOf } from '@domain/closed-books';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addMonths, todayIn } from '@domain/dates';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { CanDo } from '../../../components/can-do';
import { useNotify } from '../../../components/notifications';
import { useText } from '../../../lib/text';
import { ACTIVITY_TEXT } from '../activity-text';
import { useClosedMonths, useCloseMonth, useReopenMonth } from '../api/closed-books-api';

/**
 * Closed books: the months whose bills, payments and credit notes are final. The owner or the
 * treasurer closes a month that has begun (last month by default); only the owner reopens one.
 */
export function ClosedBooksCard({ businessId }: { businessId: string }) {
  const text = useText(ACTIVITY_TEXT);
  const headingId = useId();
  const notify = useNotify();
  const closedMonths = useClosedMonths(businessId);
  const close = useCloseMonth(businessId);
  const reopen = useReopenMonth(businessId);
  const [month, setMonth] = useState(() => monthOf(addMonths(todayIn(DEFAULT_TIME_ZONE, new Date()), -1)));
  const months = closedMonths.data?.months ?? [];

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 1.5, p: { xs: 2, sm: 2.5 }, mb: 3 }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {text.closedBooks}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {text.closedBooksText}
      </Typography>
      <CanDo access="keepBooks">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            close.mutate(month, {
              onSuccess: () => notify.success(text.monthClosed),
              onError: (error) => notify.error(error.message),
            });
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
        >
          <TextField
            type="month"
            size="small"
            label={text.month}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<LockOutlined />}
            loading={close.isPending}
            disabled={!month}
          >
            {text.closeMonth}
          </Button>
        </Box>
      </CanDo>
      {months.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {closedMonths.isPending ? text.loadingMonths : text.noClosedMonth}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={text.closedMonths}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {months.map((closed) => (
            <Box
              component="li"
              key={closed.month}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Typography variant="body2">
                <strong>{closed.label}</strong>
                {text.closedOn(
                  closed.closedBy,
                  new Date(closed.closedAt).toLocaleDateString('en-IN', { dateStyle: 'medium' }),
                )}
              </Typography>
              <CanDo access="manage">
                <Button
                  size="small"
                  loading={reopen.isPending && reopen.variables === closed.month}
                  onClick={() =>
                    reopen.mutate(closed.month, {
                      onSuccess: () => notify.success(text.reopened(closed.label)),
                      onError: (error) => notify.error(error.message),
                    })
                  }
                  aria-label={text.reopenMonth(closed.label)}
                >
                  {text.reopen}
                </Button>
              </CanDo>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
