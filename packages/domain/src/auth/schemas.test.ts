import { describe, expect, it } from 'vitest';
import { registerFormSchemaFor, registerRequestSchema, updateMeRequestSchema } from './profile-input.js';

const registerFormSchema = registerFormSchemaFor('US');
import { loginRequestSchema } from './schemas.js';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  password: 'secret',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('login request', () => {
  it('when the username has spaces around it, then it is trimmed', () => {
    expect(loginRequestSchema.parse({ username: '  ada ', password: 'x' }).username).toBe('ada');
  });
  it('when fields are empty, then the spec messages appear', () => {
    expect(messages(loginRequestSchema.safeParse({ username: '   ', password: '' }))).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });
});

describe('register request', () => {
  it('when every field is valid, then it parses and optional fields become null', () => {
    expect(registerRequestSchema.parse(valid)).toEqual({ ...valid, phone: null, address: null });
  });
  it('when the username has 2 characters, then it is too short; 3 is enough', () => {
    expect(messages(registerRequestSchema.safeParse({ ...valid, username: 'ab' }))).toEqual([
      'Username must be at least 3 characters long',
    ]);
    expect(registerRequestSchema.safeParse({ ...valid, username: 'abc' }).success).toBe(true);
  });
  it('when the password has 5 characters, then it is too short; 6 is enough', () => {
    expect(messages(registerRequestSchema.safeParse({ ...valid, password: '12345' }))).toEqual([
      'Password must be at least 6 characters long',
    ]);
    expect(registerRequestSchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });
  it.each(['plain', 'a@b', 'a b@c.d', '@c.d'])('when the email is %j, then it is invalid', (email) => {
    expect(messages(registerRequestSchema.safeParse({ ...valid, email }))).toEqual([
      'Please enter a valid email address',
    ]);
  });
  it('when the email is empty, then "Email is required"', () => {
    expect(messages(registerRequestSchema.safeParse({ ...valid, email: '' }))[0]).toBe('Email is required');
  });
  it('when names are blank, then each has its message', () => {
    expect(messages(registerRequestSchema.safeParse({ ...valid, first_name: ' ', last_name: '' }))).toEqual([
      'First name is required',
      'Last name is required',
    ]);
  });
  it('when a role is sent, then it is dropped', () => {
    expect(registerRequestSchema.parse({ ...valid, role: 'admin' })).not.toHaveProperty('role');
  });
});

describe('register form', () => {
  const form = { ...valid, phone: '', address: '', confirmPassword: 'secret' };
  it('when confirmation differs, then "Passwords do not match" on confirmPassword', () => {
    const result = registerFormSchema.safeParse({ ...form, confirmPassword: 'other' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    );
  });
  it('when everything matches, then the form is valid', () => {
    expect(registerFormSchema.safeParse(form).success).toBe(true);
  });
});

describe('update own profile', () => {
  it.each(['role', 'is_active', 'branch_id', 'username'])('when %s is sent, then it is refused', (field) => {
    expect(updateMeRequestSchema.safeParse({ [field]: 'x' }).success).toBe(false);
  });
  it('when only a name is sent, then only that field is present', () => {
    expect(updateMeRequestSchema.parse({ first_name: ' Bo ' })).toEqual({ first_name: 'Bo' });
  });
});
