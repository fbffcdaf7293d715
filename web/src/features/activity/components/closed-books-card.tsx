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
import { useClosedMonths, useCloseMonth, useReopenMonth } from '../api/closed-books-api';

/**
 * Closed books: the months whose bills, payments and credit notes are final. The owner or the
 * treasurer closes a month that has begun (last month by default); only the owner reopens one.
 */
export function ClosedBooksCard({ businessId }: { businessId: string }) {
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
        Closed books
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Bills, payments and credit notes dated in a closed month can no longer be added, changed or removed.
      </Typography>
      <CanDo access="keepBooks">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            close.mutate(month, {
              onSuccess: () => notify.success('The month is closed'),
              onError: (error) => notify.error(error.message),
            });
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
        >
          <TextField
            type="month"
            size="small"
            label="Month"
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
            Close the month
          </Button>
        </Box>
      </CanDo>
      {months.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {closedMonths.isPending ? 'Loading…' : 'No month is closed yet.'}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Closed months"
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
                {` · closed${closed.closedBy ? ` by ${closed.closedBy}` : ''} on ${new Date(closed.closedAt).toLocaleDateString('en-IN', { dateStyle: 'medium' })}`}
              </Typography>
              <CanDo access="manage">
                <Button
                  size="small"
                  loading={reopen.isPending && reopen.variables === closed.month}
                  onClick={() =>
                    reopen.mutate(closed.month, {
                      onSuccess: () => notify.success(`${closed.label} is open again`),
                      onError: (error) => notify.error(error.message),
                    })
                  }
                  aria-label={`Reopen ${closed.label}`}
                >
                  Reopen
                </Button>
              </CanDo>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
