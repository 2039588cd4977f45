import {
  APPLICATION_FAILURE_MESSAGES,
  applicationSubmitSchemaFor,
  DOCUMENT_KINDS,
  IDENTIFICATION_REQUIRED_MESSAGE,
  type DocumentKind,
} from '@stockyard/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Send from 'lucide-react/icons/send';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { applyServerErrors, formErrorMessage } from '../../../lib/server-errors';
import { useAuth } from '../../../lib/auth';
import { useFormDraft } from '../../../lib/form-draft';
import { useSiteCountry } from '../../../resources/site-phones';
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

/** One line of the error summary and the step where it is put right. */
type Problem = { message: string; step: number };

const isWizardField = (name: string, values: WizardValues): name is WizardField => Object.hasOwn(values, name);
const isDocumentKind = (name: string): name is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(name);

/**
 * The summary once another file is chosen: the message about the document's previous file goes, and
 * what is wrong with the new file, if anything, takes its place (a summary that listed the
 * document keeps listing what is wrong with it now, and says nothing once the file is fine).
 */
function replaceDocumentProblem(problems: Problem[], previous: string, next: string | undefined): Problem[] {
  if (!problems.some((problem) => problem.message === previous)) return problems;
  const kept = problems.filter((problem) => problem.message !== previous);
  return next ? [...kept, { message: next, step: WIZARD_STEP_COUNT }] : kept;
}

/**
 * The four-step Apply to Store wizard. Next Step checks the step's answers with the schema the
 * server checks the submission with (issue 48: step 1 refuses the phone Submit would refuse), and
 * Submit checks everything; the reader is pointed at the steps to fix. Going back is never
 * blocked. All steps stay mounted (only the current one shows) so chosen files survive going back.
 */
export function ApplicationWizard() {
  const { user } = useAuth();
  // A phone without its country code is a number of the site's country, as the server reads it.
  const country = useSiteCountry();
  const schema = useMemo(() => applicationSubmitSchemaFor(country), [country]);
  const form = useForm<WizardValues>({ defaultValues: initialWizardValues(user, country), shouldFocusError: false });
  // The typed answers are kept as a draft; the chosen documents are not (files never are).
  const draft = useFormDraft(form, { name: 'application' });
  const submit = useSubmitApplication();
  const [step, setStep] = useState(1);
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  const [files, setFiles] = useState<WizardFiles>({ inventory_list: null, identification_doc: null });
  const [fileErrors, setFileErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const [problems, setProblems] = useState<Problem[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submittedId, setSubmittedId] = useState<number | null>(null);
  // Counts refused submits: each one, even with the same problems as before, moves focus to them.
  const [refusals, setRefusals] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const serverErrorRef = useRef<HTMLDivElement>(null);
  const movedRef = useRef(false);

  useEffect(() => {
    // Focus follows the step for keyboard and screen-reader users, but not on first load.
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    // The summary sits above the step, out of sight of the Submit button on a small screen: after a
    // refused submit, focus and the view go to it, so the reader learns why and can follow its links.
    if (refusals === 0) return;
    const target = summaryRef.current ?? serverErrorRef.current;
    target?.focus({ preventScroll: true });
    // At once, not with the page's smooth scrolling: a scroll still under way when the reader acts
    // again (a second Submit) was left short of the message.
    target?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [refusals]);

  const refuse = () => setRefusals((count) => count + 1);

  /** A message put away by its close button: focus goes back to the step rather than to the page. */
  const dismiss = (clear: () => void) => {
    clear();
    headingRef.current?.focus();
  };

  const goTo = (next: number) => {
    movedRef.current = true;
    setStep(Math.min(WIZARD_STEP_COUNT, Math.max(1, next)));
  };

  const onFileChange = (kind: DocumentKind, file: File | null, error?: string) => {
    const previous = fileErrors[kind];
    setFiles((current) => ({ ...current, [kind]: file }));
    setFileErrors((current) => ({ ...current, [kind]: error }));
    // A message about this document (the browser's check or the server's) is out of date once
    // another file is chosen.
    if (previous) setProblems((current) => replaceDocumentProblem(current, previous, error));
  };

  /** The schema's problems with the answers, on their fields; only those of `fields` when given (one step). */
  const answerProblems = (values: WizardValues, fields?: readonly WizardField[]): Problem[] => {
    if (fields) for (const name of fields) form.clearErrors(name);
    else form.clearErrors();
    const found: Problem[] = [];
    const parsed = schema.safeParse(toSubmitInput(values));
    for (const issue of parsed.error?.issues ?? []) {
      const name = String(issue.path[0] ?? '');
      if (fields && !(fields as readonly string[]).includes(name)) continue;
      if (isWizardField(name, values)) form.setError(name, { message: issue.message });
      found.push({ message: issue.message, step: stepOfField(name) });
    }
    return found;
  };

  /** Next Step: on to the next step when this one's answers pass, else its problems are shown. */
  const next = () => {
    const found = answerProblems(form.getValues(), WIZARD_STEPS[step - 1]!.fields);
    setProblems(found);
    if (found.length > 0) return refuse();
    goTo(step + 1);
  };

  const validate = (values: WizardValues): Problem[] => {
    const found = answerProblems(values);
    const docErrors = { ...fileErrors };
    if (!files.identification_doc && !docErrors.identification_doc) {
      docErrors.identification_doc = IDENTIFICATION_REQUIRED_MESSAGE;
    }
    for (const message of Object.values(docErrors)) {
      if (message) found.push({ message, step: WIZARD_STEP_COUNT });
    }
    setFileErrors(docErrors);
    return found;
  };

  /**
   * A refused submit: field errors go on their fields and into the summary; a document the server
   * refused (its content is not what its name says) goes on its input like the browser's own
   * checks, so choosing another file clears it. Only what belongs to no field shows on its own.
   */
  const showServerErrors = (error: unknown, values: WizardValues) => {
    const { placed, unplaced } = applyServerErrors(form, error, (field) => isWizardField(field, values));
    const documents = unplaced.filter((item) => isDocumentKind(item.field));
    const rest = unplaced.filter((item) => !isDocumentKind(item.field));
    setFileErrors((current) => ({
      ...current,
      ...Object.fromEntries(documents.map(({ field, message }) => [field, message])),
    }));
    const shown = [...placed, ...documents];
    setProblems(shown.map(({ field, message }) => ({ message, step: stepOfField(field) })));
    setServerError(
      formErrorMessage(error, { placed: shown, unplaced: rest }, APPLICATION_FAILURE_MESSAGES.submitAlert),
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field of an earlier step moves on rather than sending half an application.
    if (step < WIZARD_STEP_COUNT) return next();
    setServerError(null);
    const values = form.getValues();
    const found = validate(values);
    if (found.length > 0 || !files.identification_doc) {
      setProblems(found);
      return refuse();
    }
    setProblems([]);
    try {
      const created = await submit.mutateAsync({
        application: schema.parse(toSubmitInput(values)),
        identificationDoc: files.identification_doc,
        inventoryList: files.inventory_list,
      });
      draft.clear();
      setSubmittedId(created.id);
      window.scrollTo({ top: 0 });
    } catch (error) {
      showServerErrors(error, values);
      refuse();
    }
  };

  if (submittedId !== null) return <ApplicationSubmitted applicationId={submittedId} />;

  const current = WIZARD_STEPS[step - 1]!;
  const sending = submit.isPending;
  const messages = [...new Set(problems.map((problem) => problem.message))];
  const problemSteps = [...new Set(problems.map((problem) => problem.step))].sort((a, b) => a - b);

  return (
    <Card>
      <CardBody>
        <WizardProgress step={step} />
        <form onSubmit={onSubmit} noValidate aria-label={t('applications:wizard.form')} className="mt-6">
          <h2 ref={headingRef} tabIndex={-1} className="mb-5 text-xl font-semibold text-gray-900 focus:outline-none">
            {t(current.title)}
          </h2>

          <DraftNotice draft={draft}>{t('applications:wizard.draftDocs')}</DraftNotice>
          {messages.length > 0 && (
            <Alert
              ref={summaryRef}
              tabIndex={-1}
              tone="error"
              className="mb-5 focus:outline-none"
              onDismiss={() => dismiss(() => setProblems([]))}
            >
              <ul className="space-y-1">
                {messages.map((message) => (
                  <li key={message}>{translate(message)}</li>
                ))}
              </ul>
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                {problemSteps
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
            <Alert
              ref={serverErrorRef}
              tabIndex={-1}
              tone="error"
              className="mb-5 focus:outline-none"
              onDismiss={() => dismiss(() => setServerError(null))}
            >
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
              <Button key="next" onClick={next}>
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
