import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fileTransport } from './transport.ts';

describe('mail written to files', () => {
  it('keeps each mail, with its live links, readable by the owner only', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'portal-mail-')), 'mail');
    const transport = fileTransport(dir);
    await transport.send({
      from: 'Portal <no-reply@example.test>',
      to: 'person@example.test',
      subject: 'Einladung',
      text: 'Ihr Link: http://portal.test/login/abc',
      html: '<p>Ihr Link</p>',
    });
    transport.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(dir);
    expect(statSync(join(dir, file!)).mode & 0o777).toBe(0o600);
  });

  it('logs where the mail is, never its links', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'portal-mail-')), 'mail');
    const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const transport = fileTransport(dir);
      await transport.send({
        from: 'Portal <no-reply@example.test>',
        to: 'person@example.test',
        subject: 'Passwort zurücksetzen',
        text: 'Ihr Link: http://portal.test/reset-password/secret-token',
        html: '<p><a href="http://portal.test/reset-password/secret-token">Link</a></p>',
      });
      transport.close();
      const logged = written.mock.calls.map(([line]) => String(line)).join('');
      expect(logged).toContain(join(dir, readdirSync(dir)[0]!));
      expect(logged).not.toContain('secret-token');
      expect(logged).not.toContain('http://portal.test');
    } finally {
      written.mockRestore();
    }
  });
});
