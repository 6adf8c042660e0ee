import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software, for API tests: it answers the portal's WebAuthn options as an
 * authenticator would (ES256 key, "none" attestation, a signature counter), so the server's checks
 * (challenge, origin, RP ID, signature, counter) run for real. Browser tests use Chromium's
 * virtual authenticator instead.
 */
export class SoftwarePasskey {
  readonly id = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** The answer to navigator.credentials.create (RegistrationResponseJSON). */
  register(options: { challenge: string; rp: { id?: string | undefined } }) {
    const clientData = this.clientData('webauthn.create', options.challenge);
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const credentialData = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([this.id.length >> 8, this.id.length & 0xff]),
      this.id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const authData = this.authenticatorData(options.rp.id ?? '', 0x45, credentialData);
    const attestation = new Map<string, string | Map<string, string> | Uint8Array>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, string>());
    attestation.set('authData', new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id.toString('base64url'),
      rawId: this.id.toString('base64url'),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
    };
  }

  /** The answer to navigator.credentials.get (AuthenticationResponseJSON); `signer` forges it with another key. */
  assert(options: { challenge: string; rpId?: string | undefined }, signer: SoftwarePasskey = this) {
    const clientData = this.clientData('webauthn.get', options.challenge);
    const authData = this.authenticatorData(options.rpId ?? '', 0x05);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientData).digest()]);
    return {
      id: this.id.toString('base64url'),
      rawId: this.id.toString('base64url'),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: sign('sha256', signed, signer.keys.privateKey).toString('base64url'),
      },
    };
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** RP ID hash, flags (user present, verified, attested data), counter, then any credential data. */
  private authenticatorData(rpId: string, flags: number, credentialData = Buffer.alloc(0)): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(++this.counter);
    return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), counter, credentialData]);
  }
}
