import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A wide table's horizontal scroller. While its content is wider than the screen (a phone), it
 * shows shadows at the edges that hide more columns, becomes a named region and takes keyboard
 * focus so arrow keys scroll it (axe: scrollable-region-focusable); when everything fits it is a
 * plain box and no extra Tab stop.
 */
export function ScrollArea({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const classes = ['table-scroll', overflowing ? 'overflowing' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={box} className={classes} {...(overflowing ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
