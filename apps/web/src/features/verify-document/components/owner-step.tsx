import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCurrentUser } from '@/lib/auth/current-user';
import type { TWizardValues } from '@/features/verify-document/components/wizard-steps';
import { WizardTextField } from '@/features/verify-document/components/wizard-text-field';

type TProfile = { firstName: string; lastName: string };

/**
 * The owner's fields when the signed-in person says the document is theirs: their names from their profile.
 * The profile holds no date of birth, so that stays for them to enter (and is never guessed).
 */
export function ownerFromProfile(profile: TProfile): Pick<TWizardValues, 'docOwnerFirstName' | 'docOwnerLastName'> {
  return { docOwnerFirstName: profile.firstName, docOwnerLastName: profile.lastName };
}

/** The person named on the document, who need not be the one asking for its verification. */
export function OwnerStep() {
  const { setValue, getValues } = useFormContext<TWizardValues>();
  const user = useCurrentUser().data;
  const [isMe, setIsMe] = useState(false);
  const hintId = useId();

  const toggle = (checked: boolean) => {
    setIsMe(checked);
    if (!user) return;
    const mine = ownerFromProfile(user);
    for (const [field, value] of Object.entries(mine) as [keyof typeof mine, string][]) {
      // Unticking clears only what ticking filled: a name the person has since changed stays.
      if (checked) setValue(field, value, { shouldValidate: true, shouldDirty: true });
      else if (getValues(field) === value) setValue(field, '', { shouldDirty: true });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">The person named on the document, exactly as the document shows them.</p>
      {user ? (
        <div className="flex items-start gap-3 rounded-md bg-green-50 p-3 ring-1 ring-green-200">
          <input
            id={`${hintId}-me`}
            type="checkbox"
            className="mt-0.5 size-5 accent-green-700"
            checked={isMe}
            aria-describedby={hintId}
            onChange={(event) => toggle(event.target.checked)}
          />
          <div className="text-sm">
            <label htmlFor={`${hintId}-me`} className="font-medium text-gray-900">
              This is me
            </label>
            <p id={hintId} className="text-gray-600">
              Fills in your names from your profile ({user.firstName} {user.lastName}); add your date of birth below.
            </p>
          </div>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <WizardTextField name="docOwnerFirstName" label="First name" autoComplete="off" />
        <WizardTextField name="docOwnerMiddleName" label="Middle name" optional autoComplete="off" />
      </div>
      <WizardTextField name="docOwnerLastName" label="Last name" autoComplete="off" />
      <WizardTextField name="docOwnerDOB" label="Date of birth" type="date" autoComplete={isMe ? 'bday' : 'off'} />
    </div>
  );
}
