import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COURSE_SLUGS } from '#shared/courses.ts';
import { loadCourseCatalog } from './course-catalog.ts';
import { createMaterialCache } from './material-cache.ts';

const contacts = {
  itContact: { de: 'IT-Service, Tel. 0761 123456', en: 'IT service, phone 0761 123456' },
  insurerHotline: '0800 000000',
};

describe('course material prepared once per process', () => {
  it('prepares every course in both languages ahead, and hands the same bytes out afterwards', async () => {
    const cache = createMaterialCache(loadCourseCatalog(), contacts);
    await cache.prepareAll();
    for (const slug of COURSE_SLUGS) {
      const [first, again] = await Promise.all([cache.get(slug, 'de'), cache.get(slug, 'de')]);
      expect(again).toBe(first);
      const material: unknown = JSON.parse(Buffer.from(first.bytes).toString());
      expect(JSON.parse(brotliDecompressSync(first.br).toString())).toEqual(material);
      expect(JSON.parse(gunzipSync(first.gzip).toString())).toEqual(material);
      expect((await cache.get(slug, 'en')).etag).not.toBe(first.etag);
    }
  }, 30_000); // 24 Brotli-11 compressions: seconds on a busy machine

  it('shares one preparation between requests that arrive while it runs', async () => {
    const cache = createMaterialCache(loadCourseCatalog(), contacts);
    const first = cache.get('malware', 'en');
    expect(cache.get('malware', 'en')).toBe(first);
    expect((await first).bytes.length).toBeGreaterThan(1000);
  });
});
