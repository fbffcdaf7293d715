import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PublicPage } from '../../components/public-page';
import { useText } from '../../lib/text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { APP_TEXT } from '../app-text';

export function NotFoundPage() {
  const text = useText(APP_TEXT).notFound;
  useDocumentTitle(text.documentTitle);
  return (
    <PublicPage>
      <Box sx={{ textAlign: 'center', py: { xs: 2, md: 4 } }}>
        <Typography
          aria-hidden="true"
          sx={{
            fontSize: { xs: '5rem', md: '7rem' },
            fontWeight: 800,
            lineHeight: 1,
            color: 'primary.light',
          }}
        >
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
          {text.heading}
        </Typography>
        <Typography sx={{ mb: 4, color: 'text.secondary' }}>{text.text}</Typography>
        <Button
          component={Link}
          to="/dashboard"
          variant="contained"
          size="large"
          startIcon={<HomeOutlinedIcon />}
        >
          {text.home}
        </Button>
      </Box>
    </PublicPage>
  );
}
