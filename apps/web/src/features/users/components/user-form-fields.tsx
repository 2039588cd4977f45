import { ROLE_LABELS, ROLES, type UserForm, type UserListItem } from '@stockyard/domain';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import type { ShownField } from '../../../lib/stale-version';
import { branchSelectOptions, useAllBranches } from '../../../resources/branches';
import { useUserPasswordHint } from './password-policy';

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const BRANCHES_FAILED = 'Failed to load branches';

type BranchSelectProps = { control: Control<UserForm>; error?: string; required: boolean };

/** The branch selector; its list comes from the server, with its own loading and retry. */
export function BranchSelect({ control, error, required }: BranchSelectProps) {
  const branches = useAllBranches();
  const options = branchSelectOptions(branches.data);
  const loadError = branches.isError ? errorMessage(branches.error, BRANCHES_FAILED) : undefined;
  return (
    <div>
      <Controller
        control={control}
        name="branch_id"
        render={({ field }) => (
          <SelectField
            label="Branch"
            required={required}
            optional={!required}
            placeholder={branches.isPending ? 'Loading branches...' : required ? 'Select a branch' : 'No branch'}
            options={options}
            disabled={branches.isPending || branches.isError}
            error={error ?? loadError}
            hint={required ? 'Employees work at one branch.' : 'Admins may be tied to a branch or to none.'}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          />
        )}
      />
      {branches.isError && (
        <Button variant="link" size="sm" className="mt-1" onClick={() => void branches.refetch()}>
          Retry loading branches
        </Button>
      )}
    </div>
  );
}

type PasswordFieldsProps = {
  register: UseFormRegister<UserForm>;
  errors: FieldErrors<UserForm>;
  editing: boolean;
  clear: (name: 'password' | 'confirmPassword') => void;
};

/** Password and its confirmation: required on add; on edit blank keeps the current password. */
export function PasswordFields({ register, errors, editing, clear }: PasswordFieldsProps) {
  const passwordHint = useUserPasswordHint();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PasswordField
        label={editing ? 'New Password' : 'Password'}
        required={!editing}
        optional={editing}
        autoComplete="new-password"
        hint={editing ? `Leave blank to keep the current password. ${passwordHint}` : passwordHint}
        error={errors.password?.message}
        {...register('password', { onChange: () => clear('password') })}
      />
      <PasswordField
        label="Confirm Password"
        required={!editing}
        optional={editing}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: () => clear('confirmPassword') })}
      />
    </div>
  );
}

/** A user's fields as the "changed by someone else" notice names them. */
export const USER_SHOWN_FIELDS: readonly ShownField<UserListItem>[] = [
  { key: 'first_name', label: 'First Name' },
  { key: 'last_name', label: 'Last Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'branch', label: 'Branch', format: (branch) => (branch as UserListItem['branch'])?.name ?? '(none)' },
  { key: 'is_active', label: 'Active account', format: (active) => (active ? 'Yes' : 'No') },
];
