import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { CheckboxField } from '../../components/form-field.tsx';

/** The tick an invited person gives that they read the privacy notice, linked in a new tab so the form stays filled. */
export function PrivacyConsentField({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <CheckboxField
      name="privacy"
      checked={checked}
      onChange={onChange}
      error={error}
      label={
        <Trans id="invitation.privacy">
          Ich habe die{' '}
          <Link href="/datenschutzhinweise" target="_blank">
            Datenschutzhinweise
          </Link>{' '}
          gelesen.
        </Trans>
      }
    />
  );
}
