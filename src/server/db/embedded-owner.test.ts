import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimEmbedded, embeddedOwner } from './embedded-owner.ts';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'owner-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The parent process (the test runner) lives as long as this test: a living owner to find. */
const parentStart = () => {
  const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
};
const ownedBy = (dir: string, owner: Record<string, unknown>) =>
  writeFileSync(join(dir, 'pglite.pid'), JSON.stringify(owner));

describe('the owner of the embedded database folder', () => {
  it('is recorded on a claim and forgotten when given up', () => {
    const dir = folder();
    const release = claimEmbedded(dir, 'server');
    expect(JSON.parse(readFileSync(join(dir, 'pglite.pid'), 'utf8'))).toMatchObject({
      pid: process.pid,
      role: 'server',
    });
    release();
    expect(embeddedOwner(dir)).toBeUndefined();
  });

  it('keeps a second process off while the owner lives, also on another machine', () => {
    const dir = folder();
    ownedBy(dir, { pid: process.ppid, role: 'server', host: hostname(), started: parentStart() });
    expect(embeddedOwner(dir)).toMatchObject({ pid: process.ppid, role: 'server' });
    expect(() => claimEmbedded(dir, 'command')).toThrow(/the portal \(process \d+/);
    ownedBy(dir, { pid: 1, role: 'command', host: 'another-container', started: '' });
    expect(() => claimEmbedded(dir, 'server')).toThrow(/a command of the portal .* if it no longer runs, delete/);
  });

  it('takes over from an owner that ended, or whose process id now names another process', () => {
    const dir = folder();
    ownedBy(dir, { pid: 2 ** 22 + 17, role: 'server', host: hostname(), started: '1' });
    expect(embeddedOwner(dir)).toBeUndefined();
    claimEmbedded(dir, 'server')();
    // The parent's id, but another start time: the old owner ended and the id was given again.
    ownedBy(dir, { pid: process.ppid, role: 'server', host: hostname(), started: '12345' });
    expect(embeddedOwner(dir)).toBeUndefined();
    expect(() => claimEmbedded(dir, 'command')()).not.toThrow();
  });
});
