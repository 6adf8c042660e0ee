import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Lang } from '#shared/constants.ts';
import { isTrainingSlug } from '#shared/courses.ts';
import { quizDrawQuery } from '../../api/queries.ts';
import {
  canKeepOffline,
  dropMaterial,
  keepMaterial,
  markRemoved,
  materialOnDevice,
  removedByHand,
  sparingConnection,
  type OnDevice,
} from '../../offline/course-downloads.ts';

export type OfflineCourses = {
  /** False where nothing can be kept (no service worker yet, or a browser without one). */
  supported: boolean;
  onDevice: OnDevice;
  /** Courses being fetched now. */
  busy: ReadonlySet<string>;
  /** A sparing connection: nothing is fetched by itself. */
  sparing: boolean;
  keep: (slug: string) => Promise<void>;
  keepAll: () => Promise<void>;
  drop: (slug: string) => Promise<void>;
};

/**
 * The person's assigned courses on this device: fetched by themselves while online (not on a
 * sparing connection, not the ones removed by hand), again when the assignment or the language
 * changes, and by hand from the list.
 */
/**
 * Courses on their way (`slug:lang`), for the whole page: two triggers at once (the network back,
 * the worker taking over, /trainings left and opened again) fetch each course once.
 */
const underway = new Set<string>();

export function useOfflineCourses(userId: number, slugs: readonly string[], lang: Lang): OfflineCourses {
  const [supported, setSupported] = useState(canKeepOffline);
  const [onDevice, setOnDevice] = useState<OnDevice>({ slugs: new Set(), bytes: 0 });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [sparing] = useState(sparingConnection);
  const queryClient = useQueryClient();
  // The same courses make the same list, whatever array the caller passes on each render.
  const joined = slugs.join(',');
  const list = useMemo(() => (joined ? joined.split(',') : []), [joined]);

  const refresh = useCallback(async () => {
    setOnDevice(await materialOnDevice(list, lang).catch(() => ({ slugs: new Set<string>(), bytes: 0 })));
  }, [list, lang]);

  const fetchAll = useCallback(
    async (which: readonly string[]) => {
      for (const slug of which) {
        const key = `${slug}:${lang}`;
        if (underway.has(key)) continue;
        underway.add(key);
        setBusy((before) => new Set(before).add(slug));
        await keepMaterial(slug, lang).catch(() => undefined);
        // The questions of the next attempt too, so the quiz can be taken offline (kept with the queries).
        if (isTrainingSlug(slug)) await queryClient.prefetchQuery(quizDrawQuery(slug, lang));
        underway.delete(key);
        // Removed by hand while on its way: it does not stay.
        if (removedByHand(userId).has(slug)) await dropMaterial(slug).catch(() => undefined);
        setBusy((before) => {
          const after = new Set(before);
          after.delete(slug);
          return after;
        });
      }
      await refresh();
    },
    [lang, refresh, userId, queryClient],
  );

  // Fill in by themselves what is missing, whenever the list, the language or the network changes.
  useEffect(() => {
    let stopped = false;
    const fill = async () => {
      const can = canKeepOffline();
      setSupported(can);
      if (!can) return;
      const present = await materialOnDevice(list, lang);
      if (stopped) return;
      setOnDevice(present);
      if (!navigator.onLine || sparingConnection()) return;
      const removed = removedByHand(userId);
      const missing = list.filter((slug) => !present.slugs.has(slug) && !removed.has(slug));
      if (missing.length > 0) await fetchAll(missing);
    };
    void fill();
    window.addEventListener('online', fill);
    navigator.serviceWorker?.addEventListener('controllerchange', fill);
    return () => {
      stopped = true;
      window.removeEventListener('online', fill);
      navigator.serviceWorker?.removeEventListener('controllerchange', fill);
    };
  }, [list, lang, userId, fetchAll]);

  const keep = (slug: string) => {
    markRemoved(userId, slug, false);
    return fetchAll([slug]);
  };
  const keepAll = () => {
    for (const slug of list) markRemoved(userId, slug, false);
    return fetchAll(list.filter((slug) => !onDevice.slugs.has(slug)));
  };
  const drop = async (slug: string) => {
    markRemoved(userId, slug, true);
    await dropMaterial(slug).catch(() => undefined);
    await refresh();
  };
  return { supported, onDevice, busy, sparing, keep, keepAll, drop };
}
