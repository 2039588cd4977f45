import { describe, expect, it } from 'vitest';
import { userFormSchema } from './form.js';
import { createUserRequestSchema, updateUserRequestSchema, userListQuerySchema } from './schemas.js';

const valid = {
  username: 'new.user',
  first_name: 'New',
  last_name: 'User',
  email: 'new.user@example.com',
  role: 'employee',
  branch_id: 1,
  password: 'secret1',
};
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ field: issue.path.join('.'), message: issue.message }));

describe('admin user create request', () => {
  it('when the fields are valid, then it parses with is_active defaulting to true', () => {
    const parsed = createUserRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ ...valid, is_active: true });
  });

  it.each([
    ['username', '', 'Username is required'],
    ['first_name', ' ', 'First name is required'],
    ['last_name', '', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'nope@', 'Email is invalid'],
    ['role', '', 'Role is required'],
    ['role', 'owner', 'Role must be admin, employee or customer'],
    ['password', '', 'Password is required'],
    ['password', '12345', 'Password must be at least 6 characters'],
  ])('when %s is %j, then the message is %j', (field, value, message) => {
    expect(messagesOf(createUserRequestSchema.safeParse({ ...valid, [field]: value }))).toContainEqual({
      field,
      message,
    });
  });

  it.each(['first_name', 'last_name', 'email', 'role', 'password', 'username'])(
    'when %s is missing, then it is reported as required',
    (field) => {
      const { [field as keyof typeof valid]: _omit, ...rest } = valid;
      const issues = messagesOf(createUserRequestSchema.safeParse(rest));
      expect(issues.map((i) => i.field)).toContain(field);
      expect(issues.find((i) => i.field === field)?.message).toMatch(/required/);
    },
  );

  it('when an employee has no branch, then "Branch assignment is required for employees"', () => {
    for (const branch_id of [null, undefined]) {
      expect(messagesOf(createUserRequestSchema.safeParse({ ...valid, branch_id }))).toContainEqual({
        field: 'branch_id',
        message: 'Branch assignment is required for employees',
      });
    }
  });

  it('when a customer is sent with a branch, then the branch is cleared', () => {
    expect(createUserRequestSchema.parse({ ...valid, role: 'customer', branch_id: 3 }).branch_id).toBeNull();
  });

  it('when an admin has no branch, then that is allowed', () => {
    expect(createUserRequestSchema.parse({ ...valid, role: 'admin', branch_id: null }).branch_id).toBeNull();
  });
});

describe('admin user update request', () => {
  const { username: _u, password: _p, ...base } = valid;

  it.each([undefined, '', null])('when the password is %j, then it is left out (kept)', (password) => {
    expect(updateUserRequestSchema.parse({ ...base, password }).password).toBeUndefined();
  });

  it('when a short password is given, then the add rules apply', () => {
    expect(messagesOf(updateUserRequestSchema.safeParse({ ...base, password: 'abc' }))).toContainEqual({
      field: 'password',
      message: 'Password must be at least 6 characters',
    });
  });

  it('when a username is sent, then it is refused as immutable', () => {
    expect(messagesOf(updateUserRequestSchema.safeParse({ ...base, username: 'other' }))).toContainEqual({
      field: 'username',
      message: 'Username cannot be changed',
    });
  });

  it('when is_active is absent, then it stays undefined (unchanged)', () => {
    expect(updateUserRequestSchema.parse(base).is_active).toBeUndefined();
  });
});

describe('user list query', () => {
  it('when nothing is given, then skip 0 and limit 10', () => {
    expect(userListQuerySchema.parse({})).toEqual({ skip: 0, limit: 10 });
  });
  it('when filters are blank or "all", then they are ignored', () => {
    expect(userListQuerySchema.parse({ search: '  ', role: 'all', status: '' })).toEqual({ skip: 0, limit: 10 });
  });
  it.each([
    [{ limit: '100' }, true],
    [{ limit: '101' }, false],
    [{ limit: '0' }, false],
    [{ skip: '-1' }, false],
    [{ role: 'owner' }, false],
    [{ status: 'archived' }, false],
    [{ search: 'x'.repeat(101) }, false],
  ])('when the query is %j, then valid is %s', (query, ok) => {
    expect(userListQuerySchema.safeParse(query).success).toBe(ok);
  });
});

describe('user form', () => {
  const form = { ...valid, is_active: true, confirmPassword: valid.password };
  it('when the confirmation differs, then "Passwords do not match"', () => {
    const result = userFormSchema('create').safeParse({ ...form, confirmPassword: 'other1' });
    expect(messagesOf(result)).toContainEqual({ field: 'confirmPassword', message: 'Passwords do not match' });
  });
  it('when editing with a blank password, then no password rule applies', () => {
    const result = userFormSchema('edit').safeParse({ ...form, password: '', confirmPassword: '' });
    expect(result.success).toBe(true);
  });
  it('when adding with a blank password, then "Password is required"', () => {
    const result = userFormSchema('create').safeParse({ ...form, password: '', confirmPassword: '' });
    expect(messagesOf(result)).toContainEqual({ field: 'password', message: 'Password is required' });
  });
  it('when other fields are invalid too, then the missing branch of an employee is reported with them', () => {
    const result = userFormSchema('create').safeParse({ ...form, first_name: '', branch_id: null });
    expect(messagesOf(result)).toContainEqual({
      field: 'branch_id',
      message: 'Branch assignment is required for employees',
    });
    expect(messagesOf(result)).toContainEqual({ field: 'first_name', message: 'First name is required' });
    expect(messagesOf(result).filter((issue) => issue.field === 'branch_id')).toHaveLength(1);
  });
  it('when a valid employee form has no branch, then the branch message is given once', () => {
    const result = userFormSchema('edit').safeParse({ ...form, branch_id: null, password: '', confirmPassword: '' });
    expect(messagesOf(result).filter((issue) => issue.field === 'branch_id')).toHaveLength(1);
  });
});
