import Button from '@mui/material/Button';
import { useState } from 'react';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

type Mode = 'signin' | 'signup';

const MODES = {
  signin: {
    title: 'Sign in',
    description: 'Welcome back. Sign in to bill your flats and follow up on payments.',
    toggle: "Don't have an account? Sign Up",
    other: 'signup',
  },
  signup: {
    title: 'Create your account',
    description: 'Invoices, payments and reminders in one place. You will add your business details next.',
    toggle: 'Already have an account? Sign in',
    other: 'signin',
  },
} as const satisfies Record<Mode, { other: Mode } & Record<string, string>>;

/** Sign-in and sign-up share one address (/login); each form keeps its own values and errors. */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>('signin');
  const { title, description, toggle, other } = MODES[mode];
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
