import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { VIDEO_HEIGHT, VIDEO_RESIZE_THROTTLE_MS } from '#shared/constants.ts';
import { meQuery, publicConfigQuery } from '../api/queries.ts';
import { dialogOpened } from '../toasts/open-dialogs.ts';
import { useMarkVideoSeen } from './api/video-seen.ts';

const VideoPlayer = lazy(() => import('../components/video/video-player.tsx'));

/**
 * Width of the video: the width of the dialog's content (inside its padding) minus 20 px, so the
 * player stays inside the dialog on a phone too; measured again at most every 100 ms. A closed
 * dialog measures 0, which unmounts the player (and stops it).
 */
function useThrottledWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: number | undefined;
    const observer = new ResizeObserver(() => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        const style = getComputedStyle(element);
        const content = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        setWidth(element.clientWidth === 0 ? 0 : Math.max(content - 20, 0));
      }, VIDEO_RESIZE_THROTTLE_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [ref]);
  return width;
}

/**
 * The help icon of employers and managers: opens the first-steps video. It opens by itself for
 * people who have not seen it yet (sawVideo false); closing it records that they have.
 */
export function HelpVideo({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const markSeen = useMarkVideoSeen(userId);
  const { data: me } = useQuery(meQuery(userId));
  const { data: config } = useQuery(publicConfigQuery);
  const dialog = useRef<HTMLDialogElement>(null);
  const width = useThrottledWidth(dialog);
  const unseen = me?.sawVideo === false;
  // While it is open, toasts wait until it has closed (they would be drawn behind it).
  const [shown, setShown] = useState(false);
  const show = () => {
    dialog.current?.showModal();
    setShown(true);
  };

  useEffect(() => {
    if (unseen && !dialog.current?.open) show();
  }, [unseen]);

  useEffect(() => {
    if (shown) return dialogOpened({ close: () => dialog.current?.close() });
  }, [shown]);

  const onClose = () => {
    setShown(false);
    if (unseen) markSeen.mutate();
  };

  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t({ id: 'help.open', message: 'Hilfe: Video zu den ersten Schritten' })}
        onClick={show}
      >
        ?
      </button>
      <dialog ref={dialog} className="video-dialog" aria-labelledby="help-video-title" onClose={onClose}>
        <div className="dialog-header">
          <h2 id="help-video-title">{t({ id: 'help.title', message: 'Erste Schritte im Portal' })}</h2>
          <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
            {t({ id: 'common.close', message: 'Schließen' })}
          </button>
        </div>
        {/* The frame holds the player's height from the dialog's first frame, so nothing moves as it loads:
            it is there before the dialog opens, or the dialog would open short and grow (and move) a frame later. */}
        <div className="video-frame" style={{ width: width || undefined, height: VIDEO_HEIGHT }}>
          {shown && config && width > 0 && (
            <Suspense fallback={<div className="video-box" style={{ height: VIDEO_HEIGHT }} />}>
              <VideoPlayer
                base={config.videos.firstSteps}
                lang={i18n.locale}
                title={t({ id: 'help.title', message: 'Erste Schritte im Portal' })}
                height={VIDEO_HEIGHT}
                compact={width < 480}
              />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
