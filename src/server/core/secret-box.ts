import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

/**
 * Secrets the server must read again (an authenticator app's TOTP secret cannot be hashed like a
 * password) are sealed with AES-256-GCM under a key kept outside the database: a copy of the
 * database alone yields none of them. The key is SECOND_FACTOR_KEY, or a file made once in the
 * data folder, readable by the owner only (fine for one instance; several must share the variable).
 * A rotation puts the new key in SECOND_FACTOR_KEY and the old ones in SECOND_FACTOR_PREVIOUS_KEYS:
 * every seal names its key by an id, new seals use the new key, old ones still open.
 */
export type SealingKeySource = {
  secondFactorKey: Uint8Array | undefined;
  secondFactorPreviousKeys?: readonly Uint8Array[];
  dataDir: string;
};

/** The key new seals use, and every key a seal may name. */
export type SealingKeys = { current: Uint8Array; all: readonly Uint8Array[] };

export function sealingKeys(source: SealingKeySource): SealingKeys {
  const current = sealingKey(source);
  return { current, all: [current, ...(source.secondFactorPreviousKeys ?? [])] };
}

/** Eight hex digits of the key's SHA-256: names the key in a seal without revealing it. */
export const keyId = (key: Uint8Array): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

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

/**
 * `keyid:nonce.ciphertext` (nonce and ciphertext in base64url, the 16-byte tag at the ciphertext's
 * end); the nonce is random for every seal. Node's own AES-GCM: a morning's reminder wave seals
 * hundreds of thousands of mail bodies.
 */
export function seal(key: Uint8Array, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyObjectOf(key), nonce);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${keyIdOf(key)}:${nonce.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The key a seal was made with (undefined for a seal without a key id, made before rotation existed). */
export function sealedWith(sealed: string): string | undefined {
  const colon = sealed.indexOf(':');
  return colon === -1 ? undefined : sealed.slice(0, colon);
}

/** Opens a seal with the key it names; a seal without a key id is tried with each key. */
export function unseal(keys: Uint8Array | readonly Uint8Array[], sealed: string): string {
  const candidates = keys instanceof Uint8Array ? [keys] : keys;
  const id = sealedWith(sealed);
  const body = id === undefined ? sealed : sealed.slice(id.length + 1);
  const tried = id === undefined ? candidates : candidates.filter((key) => keyId(key) === id);
  for (const key of tried) {
    try {
      return open(key, body);
    } catch {
      // the next key, if any
    }
  }
  throw new Error(id === undefined ? 'no key opens the seal' : `the key ${id} is not configured`);
}

function open(key: Uint8Array, body: string): string {
  const [nonce = '', ciphertext = ''] = body.split('.');
  const sealed = Buffer.from(ciphertext, 'base64url');
  if (sealed.length < TAG_BYTES) throw new Error('the seal is too short');
  const decipher = createDecipheriv('aes-256-gcm', keyObjectOf(key), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

const TAG_BYTES = 16;

/** The key as Node's crypto holds it, made once per key rather than for every seal and opening. */
const keyObjects = new WeakMap<Uint8Array, KeyObject>();
function keyObjectOf(key: Uint8Array): KeyObject {
  let object = keyObjects.get(key);
  if (!object) keyObjects.set(key, (object = createSecretKey(key)));
  return object;
}

/** keyId, worked out once per key. */
const keyIds = new WeakMap<Uint8Array, string>();
function keyIdOf(key: Uint8Array): string {
  let id = keyIds.get(key);
  if (!id) keyIds.set(key, (id = keyId(key)));
  return id;
}
