import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gcm } from '@noble/ciphers/aes.js';
import { randomBytes } from 'node:crypto';

/**
 * Secrets the server must read again (an authenticator app's TOTP secret cannot be hashed like a
 * password) are sealed with AES-256-GCM under a key kept outside the database: a copy of the
 * database alone yields none of them. The key is SECOND_FACTOR_KEY, or a file made once in the
 * data folder, readable by the owner only (fine for one instance; several must share the variable).
 */
export type SealingKeySource = { secondFactorKey: Uint8Array | undefined; dataDir: string };

const keys = new Map<string, Uint8Array>();

export function sealingKey(source: SealingKeySource): Uint8Array {
  if (source.secondFactorKey) return source.secondFactorKey;
  const file = join(source.dataDir, 'second-factor.key');
  let key = keys.get(file);
  if (!key) {
    if (!existsSync(file)) {
      mkdirSync(source.dataDir, { recursive: true });
      // Written aside, then linked in place: two instances starting on one folder never see a
      // half-written key, and only the first link wins.
      const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(draft, randomBytes(32).toString('base64'), { mode: 0o600 });
      try {
        linkSync(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        unlinkSync(draft);
      }
    }
    key = new Uint8Array(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
    if (key.length !== 32) throw new Error(`${file} must hold 32 bytes in base64`);
    keys.set(file, key);
  }
  return key;
}

/** `nonce.ciphertext` in base64url; the nonce is random for every seal. */
export function seal(key: Uint8Array, plaintext: string): string {
  const nonce = new Uint8Array(randomBytes(12));
  const sealed = gcm(key, nonce).encrypt(new TextEncoder().encode(plaintext));
  return `${Buffer.from(nonce).toString('base64url')}.${Buffer.from(sealed).toString('base64url')}`;
}

export function unseal(key: Uint8Array, sealed: string): string {
  const [nonce = '', body = ''] = sealed.split('.');
  const plain = gcm(key, new Uint8Array(Buffer.from(nonce, 'base64url'))).decrypt(
    new Uint8Array(Buffer.from(body, 'base64url')),
  );
  return new TextDecoder().decode(plain);
}
