import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useText } from '../../../lib/text';
import { AUTH_TEXT } from '../auth-text';

export function BackToSignIn() {
  const text = useText(AUTH_TEXT);
  return (
    <Button component={Link} to="/login" startIcon={<ArrowBack />}>
      {text.backToSignIn}
    </Button>
  );
}
