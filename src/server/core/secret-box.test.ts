import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gcm } from '@noble/ciphers/aes.js';
import { keyId, seal, sealingKey, sealingKeys, unseal } from './secret-box.ts';

const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('secret box', () => {
  it('makes one key file readable by the owner only and opens what it sealed', () => {
    const key = sealingKey({ secondFactorKey: undefined, dataDir: dir });
    const file = join(dir, 'second-factor.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    expect(sealingKey({ secondFactorKey: undefined, dataDir: dir })).toEqual(key);
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(unseal(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('does not open with another key and refuses a key file of the wrong length', () => {
    const sealed = seal(new Uint8Array(32).fill(1), 'geheim');
    expect(() => unseal(new Uint8Array(32).fill(2), sealed)).toThrow();
    const other = mkdtempSync(join(tmpdir(), 'secret-box-short-'));
    writeFileSync(join(other, 'second-factor.key'), Buffer.alloc(16).toString('base64'));
    expect(() => sealingKey({ secondFactorKey: undefined, dataDir: other })).toThrow(/32 bytes/);
    rmSync(other, { recursive: true, force: true });
  });

  it('opens seals of a previous key after a rotation, names the key, and seals with the new one only', () => {
    const old = new Uint8Array(32).fill(3);
    const fresh = new Uint8Array(32).fill(4);
    const before = seal(old, 'JBSWY3DPEHPK3PXP');
    expect(before.startsWith(`${keyId(old)}:`)).toBe(true);
    const keys = sealingKeys({ secondFactorKey: fresh, secondFactorPreviousKeys: [old], dataDir: dir });
    expect(keys.current).toEqual(fresh);
    expect(unseal(keys.all, before)).toBe('JBSWY3DPEHPK3PXP');
    expect(seal(keys.current, 'x').startsWith(`${keyId(fresh)}:`)).toBe(true);
    // Without the old key the seal names a key this instance does not have.
    expect(() => unseal([fresh], before)).toThrow(new RegExp(keyId(old)));
  });

  it('still opens a seal made before seals named their key', () => {
    const key = new Uint8Array(32).fill(5);
    const nonce = new Uint8Array(12).fill(6);
    const body = gcm(key, nonce).encrypt(new TextEncoder().encode('alt'));
    const legacy = `${Buffer.from(nonce).toString('base64url')}.${Buffer.from(body).toString('base64url')}`;
    expect(unseal([new Uint8Array(32).fill(9), key], legacy)).toBe('alt');
  });

  it('keeps the format of the seals stored so far, both ways, and refuses a changed one', () => {
    const key = new Uint8Array(32).fill(7);
    const nonce = new Uint8Array(12).fill(8);
    const stored = gcm(key, nonce).encrypt(new TextEncoder().encode('Erinnerung'));
    const before = `${keyId(key)}:${Buffer.from(nonce).toString('base64url')}.${Buffer.from(stored).toString('base64url')}`;
    expect(unseal(key, before)).toBe('Erinnerung');
    const [, body = ''] = seal(key, 'Wochenübersicht').split(':');
    const [sealedNonce = '', ciphertext = ''] = body.split('.');
    const opened = gcm(key, new Uint8Array(Buffer.from(sealedNonce, 'base64url'))).decrypt(
      new Uint8Array(Buffer.from(ciphertext, 'base64url')),
    );
    expect(new TextDecoder().decode(opened)).toBe('Wochenübersicht');
    const changed = Buffer.from(ciphertext, 'base64url');
    changed[0] = changed[0]! ^ 1;
    expect(() => unseal(key, `${keyId(key)}:${sealedNonce}.${changed.toString('base64url')}`)).toThrow();
    expect(() => unseal(key, `${keyId(key)}:${sealedNonce}.AAAA`)).toThrow();
  });
});
