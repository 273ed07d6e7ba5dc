import type { TCategoryId } from '@docverify/contract/documents/vocabulary';
import { enrollmentStatusLabels } from '@docverify/contract/documents/vocabulary';
import { Controller, useFormContext } from 'react-hook-form';
import { ComboboxField } from '@/components/form/combobox-field';
import { WizardTextField, YearField } from '@/features/verify-document/components/wizard-text-field';
import type { TWizardValues } from '@/features/verify-document/components/wizard-steps';

const enrollmentOptions = Object.entries(enrollmentStatusLabels).map(([value, label]) => ({ value, label }));

function EnrollmentStatusField() {
  const { control } = useFormContext<TWizardValues>();
  return (
    <Controller
      control={control}
      name="enrollment_status"
      render={({ field, fieldState }) => (
        <ComboboxField
          label="Enrolment status"
          name={field.name}
          options={enrollmentOptions}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function Years({ endOptional }: { endOptional: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <YearField name="start_year" label="Start year" />
      <YearField name="end_year" label="End year" optional={endOptional} />
    </div>
  );
}

/** Spec section 3: each category asks for its own details; the names start from the verifying body. */
export function DetailsStep({ category }: { category: TCategoryId }) {
  switch (category) {
    case 'educ':
      return (
        <div className="space-y-4">
          <WizardTextField name="verifier_name" label="Institution name" />
          <WizardTextField name="verifier_city" label="City" />
          <WizardTextField name="studentId" label="Student ID" />
          <WizardTextField name="course" label="Course" />
          <Years endOptional={false} />
        </div>
      );
    case 'prof':
      return (
        <div className="space-y-4">
          <WizardTextField name="doc_verifier_name" label="Professional body" />
          <WizardTextField name="studentId" label="Member or student ID" />
          <WizardTextField name="qualification" label="Qualification" />
          <WizardTextField name="course" label="Course" optional />
          <EnrollmentStatusField />
          <Years endOptional />
        </div>
      );
    case 'finance':
      return (
        <div className="space-y-4">
          <WizardTextField name="bank_name" label="Bank" />
          <WizardTextField name="account_name" label="Account name" optional />
        </div>
      );
    case 'employment':
      return (
        <div className="space-y-4">
          <WizardTextField name="employer_name" label="Employer" />
          <WizardTextField name="job_title" label="Role" />
          <WizardTextField name="studentId" label="Staff ID" optional />
          <Years endOptional />
        </div>
      );
  }
}
