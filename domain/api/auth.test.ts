import { describe, expect, it } from 'vitest';
import { ZReset, ZSignin, ZSignup } from './auth';

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

describe('control characters', () => {
  it('refuses them in names and in a new password, but not in a sign-in password', () => {
    expect(messages({ ...valid, firstName: 'Asha\u0000', lastName: 'Rao\u001b' })).toEqual([
      'First name cannot contain control characters',
      'Last name cannot contain control characters',
    ]);
    expect(
      messages({ ...valid, password: 'correct\u0000horse', confirmPassword: 'correct\u0000horse' }),
    ).toEqual(['Password cannot contain control characters']);
    expect(
      ZReset.safeParse({ password: 'correct horse 1', token: 'abc\u0000' }).error?.issues[0]?.message,
    ).toBe('The reset link is invalid');
    expect(ZSignin.safeParse({ email: valid.email, password: 'old\u001bpassword' }).success).toBe(true);
  });
});
