import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './attachment-name.ts';

describe('the download name of a certificate', () => {
  it('drops what turns the direction of text or breaks the line, from names stored before they were refused', () => {
    expect(safeFileName('Zertifikat Person\u202Efdp.exe')).toBe('Zertifikat Person fdp.exe');
    expect(safeFileName('Muster\u2028GmbH')).toBe('Muster GmbH');
    expect(attachmentDisposition('Zertifikat Berg\u2066\u202E.pdf')).not.toMatch(/%E2%80%AE|%E2%81%A6/);
  });

  it('keeps umlauts in the exact name and spells them out in the plain one', () => {
    expect(attachmentDisposition('Zertifikat Jürgen Groß')).toBe(
      `attachment; filename="Zertifikat Juergen Gross"; filename*=UTF-8''Zertifikat%20J%C3%BCrgen%20Gro%C3%9F`,
    );
  });
});
