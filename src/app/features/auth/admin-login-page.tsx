import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PublicLayout } from '../../components/public-layout.tsx';
import { AdminProviderSignIn } from './admin-provider-sign-in.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { finishAdminSignIn, signInAdmin } from '../../api/sign-in.ts';
import { failureMessage } from '../../api/mutation-errors.ts';

export default function AdminLoginPage() {
  const { t } = useLingui();
  return (
    <PublicLayout>
      <SignInForm
        title={t({ id: 'admin_login.title', message: 'Anmeldung für Administratoren' })}
        submit={signInAdmin}
        above={<AdminProviderSignIn />}
        finish={finishAdminSignIn}
        failureMessage={(error) => failureMessage(error)}
        links={
          <Link href="/admin/reset-password">{t({ id: 'login.forgot_password', message: 'Passwort vergessen?' })}</Link>
        }
      />
    </PublicLayout>
  );
}
