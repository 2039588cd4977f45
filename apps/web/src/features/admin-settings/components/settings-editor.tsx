import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '../../../components/ui/tabs';
import { sideTabListClass, sideTabTriggerClass } from '../../../components/ui/side-tabs';
import {
  SAVED_BANNER_MS,
  SECRET_SETTINGS,
  SETTINGS_SAVED_MESSAGE,
  systemSettingsFormSchema,
  systemSettingsResponseSchema,
  toSettingsFormValues,
  type SecretSetting as SecretName,
  type SystemSettingsFormInput,
  type SystemSettingsFormOutput,
  type SystemSettingsResponse,
} from '@stockyard/domain';
import Bell from 'lucide-react/icons/bell';
import Database from 'lucide-react/icons/database';
import Save from 'lucide-react/icons/save';
import Settings from 'lucide-react/icons/settings';
import Shield from 'lucide-react/icons/shield';
import UserCog from 'lucide-react/icons/user-cog';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { StaleNotice } from '../../../components/ui/stale-notice';
import { errorMessage } from '../../../lib/api-client';
import { useFormDraft } from '../../../lib/form-draft';
import { applyServerErrors } from '../../../lib/server-errors';
import { translateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { staleCurrent, staleEdit, type FieldChange, type StaleEdit } from '../../../lib/stale-version';
import { useResetSystemSettings } from '../api/reset-system-settings';
import { useApplySettings, useUpdateSystemSettings } from '../api/update-system-settings';
import { DatabaseTab } from './database-tab';
import { NotificationsTab } from './notifications-tab';
import { SecurityTab } from './security-tab';
import { SETTING_LABELS } from './setting-labels';
import { changedSettings, settingChanges, tabOfField, type SettingsTabValue, type SettingWords } from './settings-form';
import { SystemTab } from './system-tab';

const TAB_LIST = [
  { value: 'system', label: 'admin:settings.tabs.system', icon: Settings },
  { value: 'security', label: 'admin:settings.tabs.security', icon: Shield },
  { value: 'notifications', label: 'admin:settings.tabs.notifications', icon: Bell },
  { value: 'database', label: 'admin:settings.tabs.database', icon: Database },
  { value: 'profile', label: 'admin:settings.tabs.profile', icon: UserCog },
] as const;

type SettingsEditorProps = { settings: SystemSettingsResponse; profile: ReactNode };

/** A top-level field of the settings form. */
type FormKey = keyof SystemSettingsFormInput & string;

/** The five tabs; one form spans the first four and Save Changes sends what changed. */
export function SettingsEditor({ settings, profile }: SettingsEditorProps) {
  const formId = useId();
  const { t } = useTranslation(['admin', 'common']);
  const [tab, setTab] = useState<SettingsTabValue>('system');
  // Counts saves; 0 hides the banner. A new save restarts its 3 seconds.
  const [savedAt, setSavedAt] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const update = useUpdateSystemSettings();
  const reset = useResetSystemSettings();
  const applySettings = useApplySettings();
  // The settings the form was filled from: their version goes with each save, kept even when the
  // query refetches meanwhile (a save must name what the admin saw).
  const [base, setBase] = useState(settings);
  const [staleChanges, setStaleChanges] = useState<FieldChange[] | null>(null);
  const [staleMerge, setStaleMerge] = useState<StaleEdit<SystemSettingsFormInput> | null>(null);
  const form = useForm<SystemSettingsFormInput, unknown, SystemSettingsFormOutput>({
    resolver: zodResolver(systemSettingsFormSchema),
    defaultValues: toSettingsFormValues(settings),
  });
  // Secrets are never kept in the browser's storage; a draft belongs to the version it was typed over.
  const draft = useFormDraft(form, { name: 'system-settings', basis: base.version, exclude: SECRET_SETTINGS });

  const backupFrequency = useWatch({ control: form.control, name: 'backup_frequency' });

  // The saved banner stays for 3 seconds (as on the other settings screens).
  useEffect(() => {
    if (!savedAt) return;
    const timer = window.setTimeout(() => setSavedAt(0), SAVED_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [savedAt]);

  // The "changed by someone else" notice names settings as their fields do.
  const words: SettingWords = {
    label: (key) => t(SETTING_LABELS[key]),
    value: (value) =>
      typeof value === 'boolean'
        ? t(value ? 'admin:settings.on' : 'admin:settings.off')
        : Array.isArray(value)
          ? value.join(', ') || t('admin:settings.none')
          : String(value),
  };

  const showFirstProblem = (fields: string[]) => {
    const first = fields[0];
    if (first) setTab(tabOfField(first));
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSubmitError(null);
      const changes = changedSettings(values, form.formState.dirtyFields);
      if (Object.keys(changes).length === 0) {
        toast.info(t('admin:settings.noChanges'));
        return;
      }
      try {
        const saved = await update.mutateAsync({ ...changes, version: base.version });
        form.reset(toSettingsFormValues(saved));
        draft.clear();
        setBase(saved);
        setStaleChanges(null);
        setSavedAt((count) => count + 1);
      } catch (error) {
        const current = staleCurrent(error, systemSettingsResponseSchema);
        if (current) {
          // Someone else saved first: the form shows what is stored now, with the admin's own changes
          // kept where nobody else changed the setting (see mergeStaleEdit). Kept settings are set as
          // edits over the stored values, so the next save sends them.
          const stored = toSettingsFormValues(current);
          const edit = staleEdit(toSettingsFormValues(base), form.getValues(), stored);
          const conflicts = new Set(edit.conflicts);
          setStaleChanges(
            settingChanges(base, current, words).map((change) =>
              conflicts.has(change.field)
                ? { ...change, mine: words.value(edit.mine[change.field as FormKey]) }
                : change,
            ),
          );
          setStaleMerge(edit);
          setBase(current);
          form.reset(stored);
          for (const key of edit.kept as FormKey[]) form.setValue(key, edit.values[key], { shouldDirty: true });
          applySettings(current);
          return;
        }
        // A nested setting's error ('smtp.port') goes on its top-level field.
        const { placed } = applyServerErrors(form, error, () => true, {
          rename: (field) => field.split('.')[0] ?? field,
        });
        showFirstProblem(placed.map((item) => item.field));
        setSubmitError(errorMessage(error, t('admin:settings.saveFailed')));
      }
    },
    (errors: FieldErrors<SystemSettingsFormInput>) => showFirstProblem(Object.keys(errors)),
  );

  const removeSecret = (name: SecretName) =>
    update.mutate(
      { [name]: null, version: base.version },
      {
        onSuccess: (saved) => {
          setBase(saved);
          toast.success(t('admin:settings.secretRemoved'));
        },
        onError: (error) => toast.error(errorMessage(error, t('admin:settings.saveFailed'))),
      },
    );

  const resetToDefaults = async () => {
    try {
      const defaults = await reset.mutateAsync();
      form.reset(toSettingsFormValues(defaults));
      draft.clear();
      setBase(defaults);
      setSubmitError(null);
      toast.success(t('admin:settings.reset'));
    } catch (error) {
      toast.error(errorMessage(error, t('admin:settings.resetFailed')));
    }
  };

  const stored = {
    smtp_password: settings.has_smtp_password,
    sms_auth_token: settings.has_sms_auth_token,
  };
  const removing = update.isPending && update.variables ? (Object.keys(update.variables)[0] as SecretName) : null;

  return (
    <>
      <PageHeader
        title={t('admin:settings.title')}
        description={t('admin:settings.description')}
        backTo="/admin/dashboard"
      >
        {tab !== 'profile' && (
          <Button type="submit" form={formId} loading={form.formState.isSubmitting}>
            <Save aria-hidden="true" className="size-4" />
            {t('admin:settings.save')}
          </Button>
        )}
      </PageHeader>
      {savedAt > 0 && (
        <Alert tone="success" className="mb-6">
          {translateMessage(SETTINGS_SAVED_MESSAGE)}
        </Alert>
      )}
      {staleChanges && (
        <div className="mb-6">
          <StaleNotice changes={staleChanges} merged={staleMerge} onDismiss={() => setStaleChanges(null)} />
        </div>
      )}
      <DraftNotice draft={draft} className="mb-6" />
      {submitError && (
        <Alert tone="error" className="mb-6" onDismiss={() => setSubmitError(null)}>
          {submitError}
        </Alert>
      )}
      <FormProvider {...form}>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as SettingsTabValue)}
          orientation="vertical"
          className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]"
        >
          <Tabs.List aria-label={t('admin:settings.sections')} className={sideTabListClass}>
            {TAB_LIST.map(({ value, label, icon: Icon }) => (
              <Tabs.Trigger key={value} value={value} className={sideTabTriggerClass}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="min-w-0">
            {/* The profile tab has forms of its own, so it sits outside this one (forms cannot nest). */}
            <form id={formId} onSubmit={onSubmit} noValidate aria-label={t('admin:settings.formLabel')}>
              {/* Kept mounted while hidden: every field stays registered and unsaved edits survive. */}
              <Panel value="system">
                <SystemTab addressCountry={base.address_country} />
              </Panel>
              <Panel value="security">
                <SecurityTab />
              </Panel>
              <Panel value="notifications">
                <NotificationsTab stored={stored} onRemoveSecret={removeSecret} removing={removing} />
              </Panel>
              <Panel value="database">
                <DatabaseTab
                  active={tab === 'database'}
                  frequency={backupFrequency ?? 'daily'}
                  onReset={resetToDefaults}
                  resetting={reset.isPending}
                />
              </Panel>
            </form>
            <Panel value="profile">{profile}</Panel>
          </div>
        </Tabs.Root>
      </FormProvider>
    </>
  );
}

function Panel({ value, children }: { value: SettingsTabValue; children: ReactNode }) {
  return (
    <Tabs.Content value={value} forceMount className="min-w-0 focus-visible:outline-none data-[state=inactive]:hidden">
      {children}
    </Tabs.Content>
  );
}
