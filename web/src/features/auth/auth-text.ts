import type { Catalogue } from '../../lib/text';

/** Signing in, signing up and choosing a new password. */
const EN = {
  modes: {
    signin: {
      title: 'Sign in',
      description: 'Welcome back. Sign in to bill your flats and follow up on payments.',
      toggle: "Don't have an account? Sign Up",
    },
    signup: {
      title: 'Create your account',
      description: 'Invoices, payments and reminders in one place. You will add your business details next.',
      toggle: 'Already have an account? Sign in',
    },
  },
  backToSignIn: 'Back to sign in',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  repeatPassword: 'Repeat Password',
  passwordHint: (length: number) => `At least ${length} characters`,
  signedIn: 'Signin successful',
  forgotten: 'Forgotten Password?',
  signInButton: 'Sign In',
  signUpButton: 'Sign Up',
  welcome: 'Welcome to Bahi! Set up your business profile.',
  checkEmail: 'Check your email',
  linkOnce: 'The link works once and for a limited time.',
  forgotTitle: 'Forgot password',
  forgotText:
    'Enter the e-mail address of your Bahi account and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  noEmailBefore: 'No e-mail after a few minutes? Check your spam folder, or',
  tryAnotherAddress: 'try another address',
  checkConnection: 'Please check your internet connection and try again',
  passwordChanged: 'Password changed successfully',
  resetTitle: 'Reset password',
  resetText: 'Choose a new password for your Bahi account. You will be signed in straight after.',
  requestNewLink: 'Request a new link',
  newPassword: 'New Password',
  changePassword: 'Change password',
};

export type AuthText = typeof EN;

export const AUTH_TEXT: Catalogue<AuthText> = { en: EN };
