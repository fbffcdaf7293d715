import { describe, expect, it } from 'vitest';
import { ZSignup } from './auth';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.test',
  password: 'correct horse 1',
  confirmPassword: 'correct horse 1',
};

function messages(input: Record<string, unknown>): string[] {
  const result = ZSignup.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ZSignup', () => {
  it('accepts matching passwords', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('says the passwords differ even while another field is still wrong', () => {
    expect(messages({ ...valid, firstName: '', confirmPassword: 'other' })).toEqual([
      'Please enter your first name',
      'Passwords do not match',
    ]);
  });

  it('does not compare a password that is itself too short', () => {
    expect(messages({ ...valid, password: 'short', confirmPassword: 'other' })).toEqual([
      'Password must be at least 8 characters',
    ]);
  });
});
