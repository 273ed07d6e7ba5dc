import type { TInstitution } from '@docverify/contract/documents/document';
import type { TCatalogue } from '@docverify/contract/reference/catalogue';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ComboboxField } from '@/components/form/combobox-field';
import { FormAlert } from '@/components/form/form-alert';
import { errorMessage } from '@/lib/http';
import { useInstitutions } from '@/features/verify-document/api/get-institutions';
import type { TWizardField, TWizardValues } from '@/features/verify-document/components/wizard-steps';

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
  const [category, countryCode] = useWatch({ control, name: ['doc_type', 'country_code'] });
  const institutions = useInstitutions(countryCode || undefined);
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
              if (value !== field.value) setPlain('document_type_id', '');
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
              label: institution.city ? `${institution.company_name} (${institution.city})` : institution.company_name,
            }))}
            value={field.value}
            onChange={(value) => {
              const institution = institutions.data?.find((candidate) => candidate.id === value);
              if (institution && value !== field.value) prefillFromInstitution(institution, setPlain);
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            isLoading={institutions.isFetching}
            isDisabled={!countryCode}
            error={fieldState.error?.message}
          />
        )}
      />
      {institutions.isError ? (
        <FormAlert message={errorMessage(institutions.error, 'Could not fetch the verifying bodies')} />
      ) : null}
    </div>
  );
}
