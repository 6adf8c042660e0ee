import { useEffect } from 'react';

/** Calls back on a horizontal swipe: right (from the left edge) opens, left closes the menu. */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const down = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const up = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) > 60 && Math.abs(dx) > Math.abs(dy) * 2) {
        if (dx > 0 && start.x < 40) onSwipe('right');
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
