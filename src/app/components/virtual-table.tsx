import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A table that renders only the rows in view (plus a few around them), so lists of 100,000
 * stay smooth. Rows have one fixed height; spacer rows stand in for the rest, so the scroll bar,
 * `aria-rowcount` and `aria-rowindex` tell the true size and position. The scrolling region is
 * focusable and labelled, so keyboards scroll it too.
 */
export function VirtualTable<T>({
  rows,
  rowHeight,
  columns,
  head,
  caption,
  label,
  renderRow,
  resetKey,
  className = '',
}: {
  rows: readonly T[];
  rowHeight: number;
  /** Column widths, e.g. ['4rem', '1fr'] as CSS widths of a colgroup. */
  columns: ReadonlyArray<{ width?: string; className?: string }>;
  head: ReactNode;
  caption: string;
  label: string;
  /** One <tr> (with key and `aria-rowindex={index + 2}`). */
  renderRow: (row: T, index: number) => ReactNode;
  /** When this changes (a new search or order) the list scrolls back to the top. */
  resetKey?: unknown;
  className?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = { top: element.scrollTop, height: element.clientHeight };
      // Unchanged measurements must not render again: a render can resize the region, and that would loop.
      setView((view) => (view.top === next.top && view.height === next.height ? view : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [resetKey]);

  const overscan = 10;
  const start = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const end = Math.min(rows.length, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr aria-hidden="true" key={key} className="virtual-spacer" style={{ height }}>
        <td colSpan={columns.length} />
      </tr>
    ) : null;

  return (
    <div ref={scroller} className={`virtual-scroll ${className}`} tabIndex={0} role="region" aria-label={label}>
      <table className="data-table virtual-table" aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {columns.map((column, index) => (
            <col key={index} className={column.className} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        {head}
        <tbody>
          {spacer(start * rowHeight, 'before')}
          {rows.slice(start, end).map((row, offset) => renderRow(row, start + offset))}
          {spacer((rows.length - end) * rowHeight, 'after')}
        </tbody>
      </table>
    </div>
  );
}
