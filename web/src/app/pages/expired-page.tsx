import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PublicPage } from '../../components/public-page';
import { logout, useActiveSession } from '../../lib/session';
import { useText } from '../../lib/text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { APP_TEXT } from '../app-text';
import { ExpiredIllustration } from './expired-illustration';

export function ExpiredPage() {
  const session = useActiveSession();
  const text = useText(APP_TEXT).expired;
  useDocumentTitle(text.documentTitle);
  return (
    <PublicPage>
      <Box sx={{ textAlign: 'center' }}>
        <Box sx={{ width: { xs: 200, sm: 240 }, mx: 'auto', mb: 3 }}>
          <ExpiredIllustration />
        </Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {text.heading}
        </Typography>
        <Typography sx={{ mb: 4, color: 'text.secondary' }}>{text.text}</Typography>
        {session ? (
          <Button variant="contained" size="large" startIcon={<LogoutIcon />} onClick={logout}>
            {text.logout}
          </Button>
        ) : (
          <Button component={Link} to="/home" variant="contained" size="large">
            {text.home}
          </Button>
        )}
      </Box>
    </PublicPage>
  );
}
