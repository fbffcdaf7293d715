import Button from '@mui/material/Button';
import { useState } from 'react';
import { useText } from '../../../lib/text';
import { AUTH_TEXT } from '../auth-text';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

type Mode = 'signin' | 'signup';

const OTHER: Record<Mode, Mode> = { signin: 'signup', signup: 'signin' };

/** Sign-in and sign-up share one address (/login); each form keeps its own values and errors. */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>('signin');
  const { title, description, toggle } = useText(AUTH_TEXT).modes[mode];
  const other = OTHER[mode];
  return (
    <AuthCard
      title={title}
      description={description}
      footer={<Button onClick={() => setMode(other)}>{toggle}</Button>}
    >
      {mode === 'signin' ? <SignInForm /> : <SignUpForm />}
    </AuthCard>
  );
}
