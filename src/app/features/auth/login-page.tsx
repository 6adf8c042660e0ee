import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { isApiError } from '../../api/api-error.ts';
import { PortalIntro } from '../../components/portal-intro.tsx';
import { PublicLayout } from '../../components/public-layout.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { ProviderSignIn } from './provider-sign-in.tsx';
import { finishCustomerSignIn, signInCustomer } from '../../api/sign-in.ts';

export default function LoginPage() {
  const { t } = useLingui();
  return (
    <PublicLayout>
      <div className="sign-in-grid">
        <SignInForm
          title={t({ id: 'login.title', message: 'Anmelden' })}
          submit={signInCustomer}
          beside={(email, next) => <ProviderSignIn email={email} next={next} />}
          finish={finishCustomerSignIn}
          failureMessage={(error) =>
            isApiError(error) && error.code !== 'LOGIN_FAILED' && error.code !== 'VALIDATION_FAILED'
              ? error.message
              : t({ id: 'login.failed', message: 'Anmeldung fehlgeschlagen: E-Mail-Adresse oder Passwort ist falsch.' })
          }
          links={
            <>
              <Link href="/reset-password">{t({ id: 'login.forgot_password', message: 'Passwort vergessen?' })}</Link>
              <Link href="/register">{t({ id: 'login.register', message: 'Unternehmen registrieren' })}</Link>
            </>
          }
        />
        <PortalIntro />
      </div>
    </PublicLayout>
  );
}
