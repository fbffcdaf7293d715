import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link } from 'react-router';

export function BackToSignIn() {
  return (
    <Button component={Link} to="/login" startIcon={<ArrowBack />}>
      Back to sign in
    </Button>
  );
}
