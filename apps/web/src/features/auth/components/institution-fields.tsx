import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CATEGORY_IDS, categoryLabels } from '@docverify/contract/documents/vocabulary';
import { FieldError } from '@/components/form/field-parts';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useSignupChoices } from '@/features/auth/api/get-signup-choices';

type TInstitutionFieldName =
  'companyName' | 'industry' | 'countryCode' | 'companyEmail' | 'companyPhone' | 'website' | 'domain' | 'categories';

type TInstitutionFieldsProps = {
  fields: Record<TInstitutionFieldName, UseFormRegisterReturn>;
  errors: Partial<Record<TInstitutionFieldName, string>>;
};

/**
 * An organisation's institution (spec section 3 "Institution"): the company name from the static list or its own
 * (a text box that suggests the list), industry and country from the lists, and its contact. The person signing
 * up is its authorised person.
 */
export function InstitutionFields({ fields, errors }: TInstitutionFieldsProps) {
  const choices = useSignupChoices(true);
  const companiesId = useId();
  const categoriesErrorId = useId();
  const lists = choices.data?.data;
  const placeholder = { value: '', label: choices.isPending ? 'Loading...' : 'Select...' };
  const industryOptions = [placeholder, ...(lists?.industries ?? []).map((name) => ({ value: name, label: name }))];
  const countryOptions = [
    placeholder,
    ...(lists?.countries ?? []).map((country) => ({ value: country.code, label: country.name })),
  ];

  return (
    <fieldset className="space-y-4 rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">Institution</legend>
      <p className="text-sm text-gray-600">
        You are signing up as the institution&apos;s authorised person: the first and last name above are recorded as
        such. An administrator verifies the institution before it appears as a verifying body: after signing up you
        upload your registration or accreditation document and prove your domain with a code.
      </p>
      {choices.isError ? (
        <p role="status" className="text-sm text-amber-800">
          Could not load the company, industry and country lists: refresh the page to try again.
        </p>
      ) : null}
      <TextField
        label="Company name"
        autoComplete="organization"
        required
        list={companiesId}
        hint="Choose from the list or type your own"
        error={errors.companyName}
        {...fields.companyName}
      />
      <datalist id={companiesId}>
        {(lists?.companies ?? []).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Industry" required options={industryOptions} error={errors.industry} {...fields.industry} />
        <SelectField
          label="Country"
          required
          options={countryOptions}
          error={errors.countryCode}
          {...fields.countryCode}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Official website"
          type="url"
          autoComplete="url"
          required
          hint="Such as https://www.unilag.edu.ng"
          error={errors.website}
          {...fields.website}
        />
        <TextField
          label="Domain"
          required
          hint="Your institution's own internet domain, such as unilag.edu.ng: you will prove it with a code sent to an address there"
          error={errors.domain}
          {...fields.domain}
        />
      </div>
      <fieldset aria-describedby={errors.categories ? categoriesErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-700">Documents you verify</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CATEGORY_IDS.map((id) => (
            <label key={id} className="flex items-center gap-2 text-sm text-gray-800">
              <input type="checkbox" value={id} className="size-4 accent-green-700" {...fields.categories} />
              {categoryLabels[id]}
            </label>
          ))}
        </div>
        <FieldError id={categoriesErrorId} message={errors.categories} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Institution e-mail"
          type="email"
          autoComplete="email"
          required
          error={errors.companyEmail}
          {...fields.companyEmail}
        />
        <TextField
          label="Institution phone"
          type="tel"
          autoComplete="tel"
          optional
          error={errors.companyPhone}
          {...fields.companyPhone}
        />
      </div>
    </fieldset>
  );
}
