import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type SettingsSectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** One card of the settings page; view and edit mode share it so switching keeps the page's shape. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', maxWidth: '70ch' }}>
          {description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2.5 }}>{children}</Box>
    </Paper>
  );
}
