import { useLingui } from '@lingui/react/macro';
import { finishAdminProviderSignIn, finishAdminSignIn } from '../../api/sign-in.ts';
import { ProviderCallbackPage } from './provider-callback-page.tsx';

/**
 * /admin/sso/callback, where the admins' identity provider sends the browser back (decision 112):
 * the answer goes to the server once, then on as after the password; an admin whose provider
 * vouched for no second factor gives their own.
 */
export default function AdminSsoCallbackPage() {
  const { t } = useLingui();
  return (
    <ProviderCallbackPage
      path="/admin/sso/callback"
      finish={finishAdminProviderSignIn}
      finishSecondFactor={finishAdminSignIn}
      signInPath="/admin/login"
      title={t({ id: 'sso.admin_title', message: 'Anmeldung über den Identitätsanbieter' })}
      admin
    />
  );
}
