import {
  APPLICATION_FAILURE_MESSAGES,
  applicationSubmitSchema,
  IDENTIFICATION_REQUIRED_MESSAGE,
  type DocumentKind,
} from '@stockyard/domain';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { useAuth } from '../../../lib/auth';
import { useFormDraft } from '../../../lib/form-draft';
import { useSubmitApplication } from '../api/submit-application';
import { AdditionalServicesStep } from './additional-services-step';
import { ApplicationSubmitted } from './application-submitted';
import { DocumentsStep } from './documents-step';
import { PersonalInfoStep } from './personal-info-step';
import { StorageRequirementsStep } from './storage-requirements-step';
import { WizardProgress } from './wizard-progress';
import {
  initialWizardValues,
  stepOfField,
  toSubmitInput,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  type WizardField,
  type WizardFiles,
  type WizardValues,
} from './wizard-values';

type Problems = { messages: string[]; steps: number[] };

const isWizardField = (name: string, values: WizardValues): name is WizardField => Object.hasOwn(values, name);

/**
 * The four-step Apply to Store wizard. Nothing blocks moving between steps (spec 01); everything
 * is checked on submit with the domain schema, and the reader is pointed at the steps to fix.
 * All steps stay mounted (only the current one shows) so chosen files survive going back.
 */
export function ApplicationWizard() {
  const { user } = useAuth();
  const form = useForm<WizardValues>({ defaultValues: initialWizardValues(user), shouldFocusError: false });
  // The typed answers are kept as a draft; the chosen documents are not (files never are).
  const draft = useFormDraft(form, { name: 'application' });
  const submit = useSubmitApplication();
  const [step, setStep] = useState(1);
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  const [files, setFiles] = useState<WizardFiles>({ inventory_list: null, identification_doc: null });
  const [fileErrors, setFileErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const [problems, setProblems] = useState<Problems | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submittedId, setSubmittedId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  useEffect(() => {
    // Focus follows the step for keyboard and screen-reader users, but not on first load.
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    movedRef.current = true;
    setStep(Math.min(WIZARD_STEP_COUNT, Math.max(1, next)));
  };

  const onFileChange = (kind: DocumentKind, file: File | null, error?: string) => {
    const previous = fileErrors[kind];
    setFiles((current) => ({ ...current, [kind]: file }));
    setFileErrors((current) => ({ ...current, [kind]: error }));
    // A message about this document is out of date once another file is chosen.
    if (previous) {
      setProblems((current) => {
        const messages = current?.messages.filter((message) => message !== previous) ?? [];
        return current && messages.length > 0 ? { ...current, messages } : null;
      });
    }
  };

  const validate = (values: WizardValues): Problems => {
    form.clearErrors();
    const messages = new Set<string>();
    const steps = new Set<number>();
    const parsed = applicationSubmitSchema.safeParse(toSubmitInput(values));
    for (const issue of parsed.error?.issues ?? []) {
      const name = String(issue.path[0] ?? '');
      if (isWizardField(name, values)) form.setError(name, { message: issue.message });
      messages.add(issue.message);
      steps.add(stepOfField(name));
    }
    const docErrors = { ...fileErrors };
    if (!files.identification_doc && !docErrors.identification_doc) {
      docErrors.identification_doc = IDENTIFICATION_REQUIRED_MESSAGE;
    }
    for (const message of Object.values(docErrors)) {
      if (!message) continue;
      messages.add(message);
      steps.add(WIZARD_STEP_COUNT);
    }
    setFileErrors(docErrors);
    return { messages: [...messages], steps: [...steps].sort((a, b) => a - b) };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field of an earlier step moves on rather than sending half an application.
    if (step < WIZARD_STEP_COUNT) return goTo(step + 1);
    setServerError(null);
    const values = form.getValues();
    const found = validate(values);
    if (found.messages.length > 0 || !files.identification_doc) return setProblems(found);
    setProblems(null);
    try {
      const created = await submit.mutateAsync({
        application: applicationSubmitSchema.parse(toSubmitInput(values)),
        identificationDoc: files.identification_doc,
        inventoryList: files.inventory_list,
      });
      draft.clear();
      setSubmittedId(created.id);
      window.scrollTo({ top: 0 });
    } catch (error) {
      applyServerErrors(form, error, (field) => isWizardField(field, values));
      setServerError(errorMessage(error, APPLICATION_FAILURE_MESSAGES.submitAlert));
    }
  };

  if (submittedId !== null) return <ApplicationSubmitted applicationId={submittedId} />;

  const current = WIZARD_STEPS[step - 1]!;
  const sending = submit.isPending;

  return (
    <Card>
      <CardBody>
        <WizardProgress step={step} />
        <form onSubmit={onSubmit} noValidate aria-label={t('applications:wizard.form')} className="mt-6">
          <h2 ref={headingRef} tabIndex={-1} className="mb-5 text-xl font-semibold text-gray-900 focus:outline-none">
            {t(current.title)}
          </h2>

          <DraftNotice draft={draft}>{t('applications:wizard.draftDocs')}</DraftNotice>
          {problems && problems.messages.length > 0 && (
            <Alert tone="error" className="mb-5" onDismiss={() => setProblems(null)}>
              <ul className="space-y-1">
                {problems.messages.map((message) => (
                  <li key={message}>{translate(message)}</li>
                ))}
              </ul>
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                {problems.steps
                  .filter((target) => target !== step)
                  .map((target) => (
                    <Button key={target} variant="link" onClick={() => goTo(target)} className="text-red-800">
                      {t('applications:wizard.goTo', { step: target, title: t(WIZARD_STEPS[target - 1]!.title) })}
                    </Button>
                  ))}
              </div>
            </Alert>
          )}
          {serverError && (
            <Alert tone="error" className="mb-5" onDismiss={() => setServerError(null)}>
              {serverError}
            </Alert>
          )}

          <div hidden={step !== 1}>
            <PersonalInfoStep form={form} />
          </div>
          <div hidden={step !== 2}>
            <StorageRequirementsStep form={form} />
          </div>
          <div hidden={step !== 3}>
            <AdditionalServicesStep form={form} />
          </div>
          <div hidden={step !== 4}>
            <DocumentsStep form={form} files={files} fileErrors={fileErrors} onFileChange={onFileChange} />
          </div>

          <div className="mt-8 flex items-center justify-between gap-3 border-t border-gray-200 pt-5">
            <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 1 || sending}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('applications:wizard.previous')}
            </Button>
            {/* Distinct keys: the submit button must be a new element, or the click on Next Step
                that reveals it would go on to submit the form. */}
            {step < WIZARD_STEP_COUNT ? (
              <Button key="next" onClick={() => goTo(step + 1)}>
                {t('applications:wizard.next')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            ) : (
              <Button key="submit" type="submit" loading={sending}>
                {!sending && <Send aria-hidden="true" className="size-4" />}
                {sending ? t('applications:wizard.submitting') : t('applications:wizard.submit')}
              </Button>
            )}
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
