import { useEffect } from 'react';

/**
 * Where a phone's own back gesture starts (Android's gesture navigation, iOS Safari): a swipe from
 * here belongs to the system, so the menu does not listen there (walk finding 2-1).
 */
const SYSTEM_EDGE_PX = 24;
/** A swipe that opens the menu starts in the left third of the screen, past the system's edge. */
const OPEN_ZONE = 1 / 3;
/** What scrolls or takes text sideways keeps its own swipes. */
const OWN_SWIPES = '.table-scroll, input, textarea, select, [contenteditable], [data-own-swipe]';

/**
 * Calls back on a horizontal swipe: right (starting in the left third, not at the very edge)
 * opens, left closes the menu. The burger button is the tap target that always works.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const down = (event: TouchEvent) => {
      const touch = event.touches[0];
      const target = event.target instanceof Element ? event.target : null;
      start = touch && !target?.closest(OWN_SWIPES) ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const up = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) > 60 && Math.abs(dx) > Math.abs(dy) * 2) {
        const inOpenZone = start.x >= SYSTEM_EDGE_PX && start.x < window.innerWidth * OPEN_ZONE;
        if (dx > 0 && inOpenZone) onSwipe('right');
        if (dx < 0) onSwipe('left');
      }
      start = null;
    };
    document.addEventListener('touchstart', down, { passive: true });
    document.addEventListener('touchend', up, { passive: true });
    return () => {
      document.removeEventListener('touchstart', down);
      document.removeEventListener('touchend', up);
    };
  }, [onSwipe]);
}
