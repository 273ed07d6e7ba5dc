import { WizardTextField } from '@/features/verify-document/components/wizard-text-field';

/** The person named on the document, who need not be the one asking for its verification. */
export function OwnerStep() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">The person named on the document, exactly as the document shows them.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <WizardTextField name="docOwnerFirstName" label="First name" autoComplete="off" />
        <WizardTextField name="docOwnerMiddleName" label="Middle name" optional autoComplete="off" />
      </div>
      <WizardTextField name="docOwnerLastName" label="Last name" autoComplete="off" />
      <WizardTextField name="docOwnerDOB" label="Date of birth" type="date" autoComplete="off" />
    </div>
  );
}
