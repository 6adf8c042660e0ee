import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '#shared/api/second-factor.ts';

/**
 * The browser's passkey calls through @simplewebauthn/browser, loaded when first needed. The
 * options come checked by the contract's schemas; the library's types name the same JSON forms
 * with narrower strings. A cancelled or failed prompt answers undefined.
 */
export async function askPasskey(options: PasskeyRequestOptions): Promise<AuthenticationResponseJSON | undefined> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  } catch {
    return undefined;
  }
}

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && window.PublicKeyCredential !== undefined;

export async function createPasskey(options: PasskeyCreationOptions): Promise<RegistrationResponseJSON | undefined> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch {
    return undefined;
  }
}
