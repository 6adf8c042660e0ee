import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Tells the learner, plainly, that they are offline and that their progress is kept on this
 * device, and how many saves wait to be sent. Says nothing while all is well.
 */
export function OfflineStatus({ userId }: { userId: number }) {
  const { t } = useLingui();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    // The device's outbox (IndexedDB through Dexie) comes with the signed-in shell, after its first paint.
    let stop: (() => void) | undefined;
    let active = true;
    void import('../progress-sync/device-sync.ts').then(({ watchWaitingCount }) => {
      if (active) stop = watchWaitingCount(userId, setWaiting);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [userId]);

  if (online && waiting === 0) return <div role="status" className="visually-hidden" />;
  return (
    <div role="status" className="offline-status">
      {!online && (
        <strong>
          {t({
            id: 'offline.offline',
            message: 'Sie sind offline. Ihr Lernfortschritt wird auf diesem Gerät gespeichert.',
          })}
        </strong>
      )}{' '}
      {waiting > 0 &&
        (online
          ? t({
              id: 'offline.sending',
              message: plural(waiting, {
                one: '# Speicherung wird übertragen …',
                other: '# Speicherungen werden übertragen …',
              }),
            })
          : t({
              id: 'offline.waiting',
              message: plural(waiting, {
                one: '# Speicherung wartet auf die Übertragung, sobald Sie wieder online sind.',
                other: '# Speicherungen warten auf die Übertragung, sobald Sie wieder online sind.',
              }),
            }))}
    </div>
  );
}
