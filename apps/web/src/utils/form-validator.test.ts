import { loginRequest } from '@app/core/api/auth';
import { describe, expect, it } from 'vitest';
import { formValidator } from './form-validator';

describe('formValidator', () => {
  const validate = formValidator(loginRequest);

  it('maps each failing field to its first message', () => {
    expect(validate({ email: '  ', password: '' })).toEqual({
      email: 'Email Address is required.',
      password: 'Password is required.',
    });
  });

  it('gives no errors for valid values', () => {
    expect(validate({ email: 'a@b.example', password: 'secret' })).toEqual({});
  });
});
