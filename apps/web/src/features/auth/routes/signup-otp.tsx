import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { OtpPage } from '@/features/auth/components/otp-page';

export function Component() {
  return (
    <OtpPage
      portal="user"
      title="Verify your e-mail"
      footer={
        <>
          Wrong e-mail? <TextLink to={paths.auth.signup.getHref()}>Sign up again</TextLink>
        </>
      }
    />
  );
}
