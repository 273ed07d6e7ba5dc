import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { OtpPage } from '@/features/auth/components/otp-page';

export function Component() {
  return (
    <OtpPage
      portal="admin"
      title="Verify your administrator account"
      footer={
        <>
          Already confirmed? <TextLink to={paths.adminAuth.login.getHref()}>Administrator sign in</TextLink>
        </>
      }
    />
  );
}
