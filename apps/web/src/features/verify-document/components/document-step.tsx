import type { TInstitution } from '@docverify/contract/documents/document';
import type { TCatalogue } from '@docverify/contract/reference/catalogue';
import { CATEGORY_IDS, type TCategoryId } from '@docverify/contract/documents/vocabulary';
import { isVerifiedBody, VerifiedBodyMark } from '@/components/verified-body-mark';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ComboboxField } from '@/components/form/combobox-field';
import { FormAlert } from '@/components/form/form-alert';
import { errorMessage } from '@/lib/http';
import { useInstitutions } from '@/features/verify-document/api/get-institutions';
import type { TWizardField, TWizardValues } from '@/features/verify-document/components/wizard-steps';

const isCategoryId = (value: string | undefined): value is TCategoryId =>
  (CATEGORY_IDS as readonly string[]).includes(value ?? '');

/**
 * A body as requesters choose it: its name, then where it is and its domain, so same-named bodies read apart
 * ("University of Lagos — Lagos, Nigeria · unilag.edu.ng · Verified body").
 */
export function institutionLabel(institution: TInstitution): string {
  const place = [institution.city, institution.CountryName].filter(Boolean).join(', ');
  const details = [place, institution.domain, isVerifiedBody(institution) ? 'Verified body' : null].filter(Boolean);
  return details.length > 0 ? `${institution.company_name} — ${details.join(' · ')}` : institution.company_name;
}

/** The verifying body's own name and city start the details; the user may correct them. */
function prefillFromInstitution(institution: TInstitution, setValue: (name: TWizardField, value: string) => void) {
  setValue('verifier_name', institution.company_name);
  setValue('verifier_city', institution.city ?? '');
  setValue('doc_verifier_name', institution.company_name);
  setValue('bank_name', institution.company_name);
  setValue('employer_name', institution.company_name);
}

export function DocumentStep({ catalogue }: { catalogue: TCatalogue['data'] }) {
  const { control, setValue } = useFormContext<TWizardValues>();
  const [category, countryCode, institutionId] = useWatch({
    control,
    name: ['doc_type', 'country_code', 'institution_id'],
  });
  const institutions = useInstitutions(countryCode || undefined, isCategoryId(category) ? category : undefined);
  const chosen = institutions.data?.find((candidate) => candidate.id === institutionId);
  const types = catalogue.categories.find((candidate) => candidate.id === category)?.types ?? [];
  const setPlain = (name: TWizardField, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: false });

  return (
    <div className="space-y-4">
      <Controller
        control={control}
        name="doc_type"
        render={({ field, fieldState }) => (
          <ComboboxField
            label="Category"
            name={field.name}
            options={catalogue.categories.map((option) => ({ value: option.id, label: option.name }))}
            value={field.value}
            onChange={(value) => {
              // Bodies are offered by the category they verify: another category needs another choice.
              if (value !== field.value) {
                setPlain('document_type_id', '');
                setPlain('institution_id', '');
              }
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="document_type_id"
        render={({ field, fieldState }) => (
          <ComboboxField
            label="Document type"
            name={field.name}
            options={types.map((type) => ({ value: type.id, label: type.name }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isDisabled={!category}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="country_code"
        render={({ field, fieldState }) => (
          <ComboboxField
            label="Country"
            name={field.name}
            options={catalogue.countries.map((country) => ({ value: country.code, label: country.name }))}
            value={field.value}
            onChange={(value) => {
              // A verifying body belongs to one country: another country needs another choice.
              if (value !== field.value) setPlain('institution_id', '');
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="institution_id"
        render={({ field, fieldState }) => (
          <ComboboxField
            label="Verifying body"
            name={field.name}
            options={(institutions.data ?? []).map((institution) => ({
              value: institution.id,
              label: institutionLabel(institution),
            }))}
            value={field.value}
            onChange={(value) => {
              const institution = institutions.data?.find((candidate) => candidate.id === value);
              if (institution && value !== field.value) prefillFromInstitution(institution, setPlain);
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            isLoading={institutions.isFetching}
            isDisabled={!countryCode || !category}
            error={fieldState.error?.message}
          />
        )}
      />
      {chosen ? <VerifiedBodyMark body={chosen} /> : null}
      {institutions.data && institutions.data.length === 0 ? (
        <p role="status" className="text-sm text-gray-600">
          No verifying body in this country verifies this category of documents yet.
        </p>
      ) : null}
      {institutions.isError ? (
        <FormAlert message={errorMessage(institutions.error, 'Could not fetch the verifying bodies')} />
      ) : null}
    </div>
  );
}
