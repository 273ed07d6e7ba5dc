import { ZSignupRequest, type TSignupRequest } from '@docverify/contract/auth/auth';
import { ZSignupCategory } from '@docverify/contract/auth/user';
import { signupCategoryLabels } from '@docverify/contract/auth/user-kind';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toastCodeSent } from '@/features/auth/components/code-toasts';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { EmailField } from '@/components/form/email-field';
import { TextField } from '@/components/form/text-field';
import { InstitutionFields } from '@/features/auth/components/institution-fields';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { PersonNameFields } from '@/features/auth/components/person-name-fields';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { whenValid, withPasswordConfirmation, ZConfirmPassword } from '@/lib/form-schemas';
import { rememberPendingEmail } from '@/lib/storage';
import { useSignup } from '@/features/auth/api/signup';

/**
 * What an organisation must give about its institution. The contract requires only the company name (older
 * clients send no more); the form asks for the rest, each message showing as soon as its own field is wrong.
 */
const organisationRequired = [
  ['companyName', 'Company name is required for an organization'],
  ['industry', 'Choose an industry'],
  ['countryCode', 'Choose a country'],
  ['companyEmail', 'Institution e-mail is required'],
  ['website', 'Enter your official website'],
  ['domain', 'Enter the domain of your official website, such as unilag.edu.ng'],
] as const;

const ZSignupForm = organisationRequired
  .reduce(
    (schema, [field, message]) =>
      schema.refine((value) => value.category !== 'org' || Boolean(value[field]?.trim()), {
        path: [field],
        message,
        when: whenValid('category', field),
      }),
    withPasswordConfirmation(ZSignupRequest.safeExtend({ confirmPassword: ZConfirmPassword })),
  )
  .refine((value) => value.category !== 'org' || (value.categories?.length ?? 0) > 0, {
    path: ['categories'],
    message: 'Choose the categories of documents you verify',
    when: whenValid('category', 'categories'),
  });
type TSignupFormInput = z.input<typeof ZSignupForm>;
type TSignupFormOutput = z.output<typeof ZSignupForm>;

const institutionFields = [
  'companyName',
  'industry',
  'countryCode',
  'companyEmail',
  'companyPhone',
  'website',
  'domain',
  'categories',
] as const;
const serverFields = ['firstName', 'lastName', 'email', 'phone', 'password', 'category', ...institutionFields] as const;

const categoryOptions = ZSignupCategory.options.map((value) => ({ value, label: signupCategoryLabels[value] }));

type TSignupFormProps = {
  /** A referral code the server recognised; unknown codes are dropped before they reach this form. */
  referral?: string | undefined;
};

export function SignupForm({ referral }: TSignupFormProps) {
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useForm<TSignupFormInput, unknown, TSignupFormOutput>({
    resolver: zodResolver(ZSignupForm),
    // The brief: field messages appear as the user types, not only on submit.
    mode: 'onChange',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      category: 'indv',
      companyName: '',
      industry: '',
      countryCode: '',
      companyEmail: '',
      companyPhone: '',
      website: '',
      domain: '',
      categories: [],
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;
  const category = useWatch({ control: form.control, name: 'category' });

  const onSubmit = form.handleSubmit(
    async ({
      confirmPassword: _confirm,
      companyName,
      industry,
      countryCode,
      companyEmail,
      companyPhone,
      website,
      domain,
      categories,
      ...values
    }) => {
      // Institution details typed before switching away from Organization are not part of the account.
      const institution =
        values.category === 'org'
          ? { companyName, industry, countryCode, companyEmail, companyPhone, website, domain, categories }
          : {};
      const body: TSignupRequest = { ...values, ...institution, referral };
      try {
        const response = await signup.mutateAsync(body);
        rememberPendingEmail(values.email);
        toastCodeSent(response.message);
        await navigate(paths.auth.signupOtp.getHref(values.email));
      } catch (error) {
        const message = applyServerErrors(error, form.setError, serverFields, 'Could not create the account');
        if (message) form.setError('root.server', { message });
      }
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <PersonNameFields
        firstName={form.register('firstName')}
        lastName={form.register('lastName')}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <SelectField
        label="Category"
        options={categoryOptions}
        required
        error={errors.category?.message}
        {...form.register('category')}
      />
      {category === 'org' ? (
        <InstitutionFields
          fields={{
            companyName: form.register('companyName'),
            industry: form.register('industry'),
            countryCode: form.register('countryCode'),
            companyEmail: form.register('companyEmail'),
            companyPhone: form.register('companyPhone'),
            website: form.register('website'),
            domain: form.register('domain'),
            categories: form.register('categories'),
          }}
          errors={{
            ...Object.fromEntries(institutionFields.map((field) => [field, errors[field]?.message])),
            categories: errors.categories?.message ?? errors.categories?.[0]?.message,
          }}
        />
      ) : null}
      <NewPasswordFields
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <Button type="submit" pending={signup.isPending} className="w-full">
        Create account
      </Button>
    </form>
  );
}
