import type { TDocument } from '@docverify/contract/documents/document';
import type { TDocumentSubmission } from '@docverify/contract/documents/submission';
import type { TCatalogue } from '@docverify/contract/reference/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type DefaultValues, type FieldErrors } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError, errorMessage } from '@/lib/http';
import { goToGateway, initiatePayment, type TPaymentRoute } from '@/lib/payments/start-payment';
import { submitDocument } from '@/features/verify-document/api/submit-document';
import { CostStep } from '@/features/verify-document/components/cost-step';
import { DetailsStep } from '@/features/verify-document/components/details-step';
import { DocumentStep } from '@/features/verify-document/components/document-step';
import { documentFileProblem } from '@/features/verify-document/components/file-content';
import { OwnerStep } from '@/features/verify-document/components/owner-step';
import { StepIndicator } from '@/features/verify-document/components/step-indicator';
import {
  allFields,
  fieldsOfStep,
  firstStepOf,
  wizardSteps,
  ZWizardSubmission,
  type TStepId,
  type TWizardValues,
} from '@/features/verify-document/components/wizard-steps';

// Every text input starts empty rather than undefined, so React keeps them controlled-free and the contract
// reports "… is required" instead of a type error.
const blankValues = {
  document_type_id: '',
  country_code: '',
  institution_id: '',
  verifier_name: '',
  verifier_city: '',
  doc_verifier_name: '',
  bank_name: '',
  account_name: '',
  employer_name: '',
  job_title: '',
  studentId: '',
  course: '',
  qualification: '',
  start_year: '',
  end_year: '',
  docOwnerFirstName: '',
  docOwnerMiddleName: '',
  docOwnerLastName: '',
  docOwnerDOB: '',
} as DefaultValues<TWizardValues>;

// The drop field and react-dropzone (7 KB gzip) are not needed until step 4: they load once the first step shows,
// so the wizard's first page stays within the weight budget and the file step is ready long before.
const loadFileStep = () => import('@/features/verify-document/components/file-step');
const FileStep = lazy(() => loadFileStep().then((module) => ({ default: module.FileStep })));

/** Refusals of the upload itself, which the server answers without naming a field. */
const fileRefusals: ApiError['code'][] = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
const submitFallback = 'Could not submit the document';

/**
 * One form over five steps, from nothing to a paid request: each step checks only its own fields before
 * Next, Back keeps everything, and a refusal from the server lands on the step holding the field it names.
 */
export function VerifyDocumentWizard({ catalogue }: { catalogue: TCatalogue['data'] }) {
  const form = useForm<TWizardValues, unknown, TDocumentSubmission>({
    resolver: zodResolver(ZWizardSubmission),
    mode: 'onChange',
    defaultValues: blankValues,
  });
  const category = useWatch({ control: form.control, name: 'doc_type' });
  const [step, setStep] = useState<TStepId>('document');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  // Once the request exists, paying again must not create a second one.
  const [created, setCreated] = useState<TDocument | null>(null);
  const [paying, setPaying] = useState<TPaymentRoute | null>(null);

  const stepIndex = wizardSteps.findIndex((candidate) => candidate.id === step);
  const stepTitle = wizardSteps[stepIndex]?.title;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // Announce the new step to screen readers; not on the first render, where the page title leads.
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);
  useEffect(() => {
    void loadFileStep();
  }, []);

  // The file being checked: a check that ends after another file was chosen must not touch the new one.
  const chosenFile = useRef<File | null>(null);
  const refuseFile = (problem: string) => {
    chosenFile.current = null;
    setFile(null);
    setFileError(problem);
  };
  const chooseFile = (chosen: File | null) => {
    chosenFile.current = chosen;
    setFile(chosen);
    setFileError(undefined);
    // Type by content and size, here on the file step, not after 'Submit and pay'.
    if (chosen) {
      void documentFileProblem(chosen).then((problem) => {
        if (problem && chosenFile.current === chosen) refuseFile(problem);
      });
    }
  };

  const goNext = async () => {
    if (step === 'file' && !file) {
      setFileError('Choose the document file');
      return;
    }
    if (step === 'file' && file) {
      const problem = await documentFileProblem(file);
      if (problem) {
        refuseFile(problem);
        return;
      }
    }
    const fields = fieldsOfStep(step, category);
    if (fields.length > 0 && !(await form.trigger(fields, { shouldFocus: true }))) return;
    const next = wizardSteps[stepIndex + 1];
    if (next) setStep(next.id);
  };

  /** A refusal at submit: toasted, and shown on the step holding the field it names (the file's, for the file). */
  const showSubmissionError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      toast.error(submitFallback);
      setFormError(submitFallback);
      return;
    }
    // Said where the person is looking, whichever step the refusal lands on: the file's own words, or a pointer to
    // the fields marked on their step.
    const { file: fileRefusal, ...fieldRefusals } = error.errors;
    toast.error(
      fileRefusal ??
        (Object.keys(fieldRefusals).length > 0
          ? 'Some details were refused: check the highlighted fields'
          : errorMessage(error, submitFallback)),
    );
    const { file: fileField, ...fieldErrors } = error.errors;
    const fileMessage = fileField ?? (fileRefusals.includes(error.code) ? error.message : undefined);
    if (fileMessage) setFileError(fileMessage);
    if (Object.keys(fieldErrors).length > 0 || !fileMessage) {
      const rest = new ApiError({
        status: error.status,
        code: error.code,
        message: error.message,
        errors: fieldErrors,
      });
      setFormError(applyServerErrors(rest, form.setError, allFields(category), submitFallback));
    }
    const target = firstStepOf([...Object.keys(fieldErrors), ...(fileMessage ? ['file'] : [])], category);
    if (target) setStep(target);
  };

  const submitAndPay = async (values: TDocumentSubmission, route: TPaymentRoute) => {
    setFormError(null);
    if (!file && !created) {
      setFileError('Choose the document file');
      setStep('file');
      return;
    }
    setPaying(route);
    let document = created;
    if (!document && file) {
      try {
        document = await submitDocument(values, file);
        setCreated(document);
      } catch (error) {
        setPaying(null);
        showSubmissionError(error);
        return;
      }
    }
    if (!document) return;
    try {
      goToGateway(await initiatePayment(document.id, route));
    } catch (error) {
      setPaying(null);
      setFormError(
        `Your request (Transaction ID ${document.application_id}) is saved, but the payment could not start: ${errorMessage(error, 'try again')}`,
      );
    }
  };

  const jumpToFirstError = (errors: FieldErrors<TWizardValues>) => {
    const target = firstStepOf(Object.keys(errors), category);
    if (target) setStep(target);
  };
  const pay = (route: TPaymentRoute) => form.handleSubmit((values) => submitAndPay(values, route), jumpToFirstError)();

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="wizard-step-title"
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void (step === 'cost' ? pay('gateway') : goNext());
        }}
      >
        <StepIndicator current={step} />
        <h2
          id="wizard-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 focus:outline-none"
        >
          Step {stepIndex + 1} of {wizardSteps.length}: {stepTitle}
        </h2>
        <FormAlert message={formError} />
        {step === 'document' ? <DocumentStep catalogue={catalogue} /> : null}
        {step === 'details' && category ? <DetailsStep category={category} /> : null}
        {step === 'owner' ? <OwnerStep /> : null}
        {step === 'file' ? (
          <Suspense fallback={<p className="text-sm text-gray-600">Loading the file picker…</p>}>
            <FileStep file={file} onChange={chooseFile} error={fileError} />
          </Suspense>
        ) : null}
        {step === 'cost' ? <CostStep paying={paying} onPayByCard={() => void pay('card')} /> : null}
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-4">
          {stepIndex > 0 && !created ? (
            <Button variant="secondary" onClick={() => setStep(wizardSteps[stepIndex - 1]!.id)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step !== 'cost' ? <Button type="submit">Next</Button> : null}
        </div>
      </form>
    </FormProvider>
  );
}
