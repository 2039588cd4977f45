import { zodResolver } from '@hookform/resolvers/zod';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  USER_MESSAGES,
  userFormSchema,
  userListItemSchema,
  type Role,
  type UserForm,
  type UserListItem,
} from '@stockyard/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { Versioned } from '../../../components/ui/stale-notice';
import { translateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { fieldBinder } from '../../../lib/bind-field';
import { useFormDraft } from '../../../lib/form-draft';
import { placeServerErrors } from '../../../lib/server-errors';
import { staleCurrent, staleEdit, type StaleEdit } from '../../../lib/stale-version';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import {
  BranchSelect,
  localizedRoleOptions,
  PasswordFields,
  StaffBranchesField,
  useUserShownFields,
} from './user-form-fields';

type UserFormDialogProps = {
  /** The user to edit; null adds a new one. */
  user: UserListItem | null;
  /** The signed-in admin edits their own account: the server refuses a role change or deactivation. */
  isSelf: boolean;
  /** The role a new user starts with (the admin setting "default user role"); employee without it. */
  defaultRole?: Role;
  onClose: () => void;
};

const FIELDS = [
  'username',
  'first_name',
  'last_name',
  'email',
  'role',
  'branch_id',
  'branch_ids',
  'is_active',
  'password',
] as const;

const initialValues = (user: UserListItem | null, defaultRole: Role): UserForm => ({
  username: user?.username ?? '',
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  role: user?.role ?? defaultRole,
  branch_id: user?.branch_id ?? null,
  branch_ids: user?.branch_ids ?? [],
  is_active: user?.is_active ?? true,
  password: '',
  confirmPassword: '',
});

/**
 * Add/Edit user (spec 02 section 5). Mounted only while open, so every opening starts fresh. An
 * edit is saved from the version opened; refused because someone else saved first, the form
 * reloads the stored user (keyed by its version) with the editor's own changes kept where nobody
 * else changed the field, and says what changed.
 */
export function UserFormDialog(props: UserFormDialogProps) {
  return props.user ? <VersionedUserForm {...props} user={props.user} /> : <UserFormBody {...props} />;
}

function VersionedUserForm(props: UserFormDialogProps & { user: UserListItem }) {
  const shown = useUserShownFields();
  return (
    <Versioned record={props.user} shown={shown}>
      {(state) => (
        <UserFormBody
          {...props}
          user={state.record}
          values={state.values}
          onStale={state.onStale}
          notice={state.notice}
        />
      )}
    </Versioned>
  );
}

type UserFormBodyProps = UserFormDialogProps & {
  /** After a merged stale save: the values to start from (the user's changes over the stored user). */
  values?: Partial<UserForm>;
  onStale?: (current: UserListItem, merged: StaleEdit<UserForm>) => void;
  notice?: ReactNode;
};

function UserFormBody({
  user,
  values: startValues,
  isSelf,
  defaultRole = 'employee',
  onClose,
  onStale,
  notice,
}: UserFormBodyProps) {
  const editing = user !== null;
  const formId = useId();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { t } = useTranslation(['users']);
  const roleOptions = localizedRoleOptions();
  const resolver = useMemo(() => zodResolver(userFormSchema(editing ? 'edit' : 'create')), [editing]);
  const form = useForm<UserForm>({
    resolver,
    defaultValues: { ...initialValues(user, defaultRole), ...startValues },
    reValidateMode: 'onSubmit',
  });
  const { register, control, handleSubmit, setValue, setError, clearErrors } = form;
  const { errors, isSubmitting } = form.formState;
  // Passwords are never kept; an edit's draft belongs to the version it was typed over.
  const draft = useFormDraft(form, {
    name: user ? `user:${user.id}` : 'user:new',
    basis: user?.version ?? null,
    exclude: ['password', 'confirmPassword'],
  });
  const role = useWatch({ control, name: 'role' });
  const homeBranch = useWatch({ control, name: 'branch_id' });
  const field = fieldBinder(form);

  /** Spec 02 section 8: a field problem (a taken email) goes on its field, any other detail above the form. */
  const showServerError = (error: unknown) => {
    setSubmitError(placeServerErrors({ setError }, error, FIELDS, USER_MESSAGES.saveFailed));
  };

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      if (user) {
        const request = updateUserRequestSchema.parse({ ...values, username: undefined });
        await update.mutateAsync({ id: user.id, request: { ...request, version: user.version } });
        toast.success(translateMessage(USER_MESSAGES.updated));
      } else {
        await create.mutateAsync(createUserRequestSchema.parse(values));
        toast.success(translateMessage(USER_MESSAGES.created));
      }
      draft.clear();
      onClose();
    } catch (error) {
      const current = staleCurrent(error, userListItemSchema);
      if (current && onStale)
        return onStale(
          current,
          staleEdit(initialValues(user, defaultRole), form.getValues(), initialValues(current, defaultRole)),
        );
      showServerError(error);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title={editing ? t('users:form.editTitle') : t('users:form.addTitle')}
      description={editing ? t('users:form.editText', { username: user.username }) : t('users:form.addText')}
      size="lg"
      footer={
        <FormDialogFooter
          formId={formId}
          submitLabel={editing ? t('users:form.update') : t('users:form.create')}
          onCancel={onClose}
          pending={isSubmitting}
        />
      }
    >
      <form
        id={formId}
        onSubmit={onSubmit}
        noValidate
        aria-label={editing ? t('users:form.editForm') : t('users:form.addForm')}
        className="space-y-4"
      >
        {notice}
        <DraftNotice draft={draft} />
        {submitError && (
          <Alert tone="error" onDismiss={() => setSubmitError(null)}>
            {submitError}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('users:form.firstName')} required autoComplete="off" {...field('first_name')} />
          <TextField label={t('users:form.lastName')} required autoComplete="off" {...field('last_name')} />
          <TextField
            label={t('users:form.username')}
            required={!editing}
            readOnly={editing}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint={editing ? t('users:form.usernameFixed') : undefined}
            className={editing ? 'bg-gray-50! text-gray-600!' : undefined}
            {...field('username')}
          />
          <TextField label={t('users:form.email')} type="email" required autoComplete="off" {...field('email')} />
          {isSelf ? (
            // A disabled control would drop out of the form values, so this one only shows the role.
            <SelectField
              label={t('users:table.role')}
              options={roleOptions}
              value={role}
              disabled
              hint={t('users:form.ownRole')}
              onChange={() => undefined}
            />
          ) : (
            <SelectField
              label={t('users:table.role')}
              required
              options={roleOptions}
              error={errors.role?.message}
              {...register('role', {
                onChange: (event: { target: { value: string } }) => {
                  clearErrors(['role', 'branch_id']);
                  // Customers have no branch: changing to customer clears it (spec 02 section 5).
                  if (event.target.value === 'customer') setValue('branch_id', null);
                },
              })}
            />
          )}
          {role !== 'customer' && (
            <BranchSelect control={control} required={role === 'employee'} error={errors.branch_id?.message} />
          )}
          {role === 'employee' && <StaffBranchesField control={control} homeBranch={homeBranch} />}
        </div>
        <label className="flex items-center gap-3 rounded-lg border border-gray-200 px-3 py-2.5 text-sm">
          {isSelf ? (
            <input type="checkbox" className="size-4 accent-brand-600" checked disabled readOnly />
          ) : (
            <input type="checkbox" className="size-4 accent-brand-600" {...register('is_active')} />
          )}
          <span>
            <span className="font-medium text-gray-900">{t('users:form.active')}</span>
            <span className="block text-gray-500">
              {isSelf ? t('users:form.ownActive') : t('users:form.inactiveText')}
            </span>
          </span>
        </label>
        <PasswordFields field={field} editing={editing} />
      </form>
    </Dialog>
  );
}
