import { ROLE_LABELS, ROLES, type Role, type UserForm, type UserListItem } from '@stockyard/domain';
import { Controller, type Control } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import type { ShownField } from '../../../lib/stale-version';
import type { BindField } from '../../../lib/bind-field';
import { branchSelectOptions, useAllBranches } from '../../../resources/branches';
import { useUserPasswordHint } from './password-policy';

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The role options in the current language (the labels are the domain's English words). */
export const localizedRoleOptions = () =>
  ROLE_OPTIONS.map((option) => ({ ...option, label: translateMessage(option.label) }));

type BranchSelectProps = { control: Control<UserForm>; error?: string; required: boolean };

/** The branch selector; its list comes from the server, with its own loading and retry. */
export function BranchSelect({ control, error, required }: BranchSelectProps) {
  const branches = useAllBranches();
  const options = branchSelectOptions(branches.data);
  const { t } = useTranslation(['users']);
  const loadError = branches.isError ? errorMessage(branches.error, t('users:form.branchesFailed')) : undefined;
  return (
    <div>
      <Controller
        control={control}
        name="branch_id"
        render={({ field }) => (
          <SelectField
            label={t('users:table.branch')}
            required={required}
            optional={!required}
            placeholder={
              branches.isPending
                ? t('users:form.loadingBranches')
                : required
                  ? t('users:form.selectBranch')
                  : t('users:form.noBranch')
            }
            options={options}
            disabled={branches.isPending || branches.isError}
            error={error ?? loadError}
            hint={required ? t('users:form.employeesBranch') : t('users:form.adminsBranch')}
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
          {t('users:form.retryBranches')}
        </Button>
      )}
    </div>
  );
}

/**
 * The other branches an employee works at (the home branch above always counts): the employee
 * sees and acts on the records of all of them, and of no other branch.
 */
export function StaffBranchesField({ control, homeBranch }: { control: Control<UserForm>; homeBranch: number | null }) {
  const branches = useAllBranches();
  const { t } = useTranslation(['users']);
  return (
    <Controller
      control={control}
      name="branch_ids"
      render={({ field }) => {
        const chosen = new Set(field.value ?? []);
        const toggle = (id: number, on: boolean) =>
          field.onChange([...chosen, id].filter((value) => value !== id || on).sort((a, b) => a - b));
        return (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-gray-700">{t('users:form.staffBranches')}</legend>
            <p className="text-xs text-gray-500">{t('users:form.staffBranchesHint')}</p>
            {branches.isPending ? (
              <p className="mt-2 text-sm text-gray-500">{t('users:form.loadingBranches')}</p>
            ) : branches.isError ? (
              <p className="mt-2 text-sm text-red-600">{t('users:form.branchesFailed')}</p>
            ) : (
              <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
                {(branches.data ?? []).map((branch) => {
                  const home = branch.id === homeBranch;
                  return (
                    <label key={branch.id} className="flex min-h-9 items-center gap-2 text-sm text-gray-800">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={home || chosen.has(branch.id)}
                        disabled={home}
                        onChange={(event) => toggle(branch.id, event.target.checked)}
                      />
                      <span>
                        {branch.name}
                        {home && <span className="text-gray-500"> ({t('users:form.homeBranch')})</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            )}
          </fieldset>
        );
      }}
    />
  );
}

type PasswordFieldsProps = {
  field: BindField<UserForm>;
  editing: boolean;
};

/** Password and its confirmation: required on add; on edit blank keeps the current password. */
export function PasswordFields({ field, editing }: PasswordFieldsProps) {
  const passwordHint = useUserPasswordHint();
  const { t } = useTranslation(['users']);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PasswordField
        label={editing ? t('users:form.newPassword') : t('users:form.password')}
        required={!editing}
        optional={editing}
        autoComplete="new-password"
        hint={editing ? t('users:form.keepPassword', { hint: passwordHint }) : passwordHint}
        {...field('password')}
      />
      <PasswordField
        label={t('users:form.confirmPassword')}
        required={!editing}
        optional={editing}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </div>
  );
}

/** A user's fields as the "changed by someone else" notice names them. */
export function useUserShownFields(): readonly ShownField<UserListItem>[] {
  const { t } = useTranslation(['users']);
  return [
    { key: 'first_name', label: t('users:form.firstName') },
    { key: 'last_name', label: t('users:form.lastName') },
    { key: 'email', label: t('users:form.email') },
    {
      key: 'role',
      label: t('users:table.role'),
      format: (role) => translateMessage(ROLE_LABELS[role as Role] ?? String(role)),
    },
    {
      key: 'branch',
      label: t('users:table.branch'),
      format: (branch) => (branch as UserListItem['branch'])?.name ?? t('users:form.none'),
    },
    {
      key: 'is_active',
      label: t('users:form.active'),
      format: (active) => (active ? t('users:form.yes') : t('users:form.no')),
    },
  ];
}
