import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * deploy/systemd/awareness-portal@.service as systemd reads it (no systemd needs to run here):
 * no unknown or malformed setting, and a hardening that systemd itself rates as exposure ≤ 2.0
 * of 10. The release folder is made up in a temporary folder so that the command exists.
 */
const unit = join(import.meta.dirname, '../../deploy/systemd/awareness-portal@.service');
const dir = mkdtempSync(join(tmpdir(), 'portal-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function prepared(): string {
  const release = join(dir, 'release');
  mkdirSync(join(release, 'node_modules/.bin'), { recursive: true });
  symlinkSync(process.execPath, join(release, 'node_modules/.bin/node'));
  const text = readFileSync(unit, 'utf8').replaceAll('/opt/awareness-portal', release);
  writeFileSync(join(dir, 'awareness-portal@.service'), text);
  return join(dir, 'awareness-portal@3001.service');
}

describe('the systemd unit', () => {
  it('is read by systemd without a complaint and rated as well hardened', () => {
    const instance = prepared();
    const verify = spawnSync('systemd-analyze', ['verify', instance], { encoding: 'utf8' });
    expect(verify.error).toBeUndefined();
    expect(`${verify.stdout}${verify.stderr}`.trim()).toBe('');
    expect(verify.status).toBe(0);

    const security = spawnSync(
      'systemd-analyze',
      ['security', '--offline=true', '--threshold=20', join(dir, 'awareness-portal@.service')],
      { encoding: 'utf8' },
    );
    expect(security.stdout).toMatch(/Overall exposure level for awareness-portal@\S*: ([01]\.\d|2\.0) /);
    expect(security.status).toBe(0);
  });

  it('would report a setting systemd cannot read (the check above can fail)', () => {
    writeFileSync(join(dir, 'broken@.service'), `${readFileSync(unit, 'utf8')}\n[Service]\nRestart=sometimes\n`);
    const verify = spawnSync('systemd-analyze', ['verify', join(dir, 'broken@3001.service')], { encoding: 'utf8' });
    expect(`${verify.stdout}${verify.stderr}`).toContain('sometimes');
  });
});
