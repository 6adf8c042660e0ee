import { api } from '#shared/api/endpoints/index.ts';
import type { Lang } from '#shared/constants.ts';
import { COURSE_MATERIAL_CACHE } from '../../device/cache-names.ts';
import { addressOf, send } from '../api/client.ts';

/**
 * Course material kept on the device for learning offline (decision 080). The service worker
 * answers the material from its cache; this module fills that cache ahead of time, tells which
 * courses are in it, and removes them. Pictures need nothing here: the worker keeps all of them
 * from its installation on.
 */

/** The address the app asks for a course's material: the cache's key. */
export const materialAddress = (slug: string, lang: Lang) =>
  addressOf(api.trainingMaterial, { params: { slug }, query: { lang } });

/** Whether this page can keep material for offline use: a service worker answers it from its cache. */
export const canKeepOffline = () =>
  typeof caches !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;

/** A connection the person pays by volume or asked to spare (Save-Data; mobile data where the browser says so). */
export function sparingConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; type?: string } }).connection;
  return connection?.saveData === true || connection?.type === 'cellular';
}

export type OnDevice = { slugs: ReadonlySet<string>; bytes: number };

/** Which of `slugs` have their material in `lang` on this device, and how many bytes they take. */
export async function materialOnDevice(slugs: readonly string[], lang: Lang): Promise<OnDevice> {
  const found = new Set<string>();
  let bytes = 0;
  if (typeof caches === 'undefined') return { slugs: found, bytes };
  const cache = await caches.open(COURSE_MATERIAL_CACHE);
  for (const slug of slugs) {
    const kept = await cache.match(materialAddress(slug, lang), { ignoreVary: true });
    if (!kept) continue;
    found.add(slug);
    bytes += (await kept.blob()).size;
  }
  return { slugs: found, bytes };
}

/** Fetches a course's material and keeps it (the worker would keep it too; this does not wait on it). */
export async function keepMaterial(slug: string, lang: Lang): Promise<void> {
  const response = await send(api.trainingMaterial, { params: { slug }, query: { lang } });
  if (!response.ok) throw new Error(`material ${slug} (${lang}): ${response.status}`);
  const cache = await caches.open(COURSE_MATERIAL_CACHE);
  await cache.put(materialAddress(slug, lang), response);
}

/** Removes a course's material in both languages from the device. */
export async function dropMaterial(slug: string): Promise<void> {
  const cache = await caches.open(COURSE_MATERIAL_CACHE);
  await Promise.all(
    (['de', 'en'] as const).map((lang) => cache.delete(materialAddress(slug, lang), { ignoreVary: true })),
  );
}

/** Courses the person removed by hand: not fetched again by themselves until asked. */
const removedKey = (userId: number) => `offline-removed:${userId}`;

export function removedByHand(userId: number): ReadonlySet<string> {
  try {
    const list = JSON.parse(localStorage.getItem(removedKey(userId)) ?? '[]') as unknown;
    return new Set(Array.isArray(list) ? list.filter((slug): slug is string => typeof slug === 'string') : []);
  } catch {
    return new Set();
  }
}

export function markRemoved(userId: number, slug: string, removed: boolean): void {
  const slugs = new Set(removedByHand(userId));
  if (removed) slugs.add(slug);
  else slugs.delete(slug);
  localStorage.setItem(removedKey(userId), JSON.stringify([...slugs]));
}
