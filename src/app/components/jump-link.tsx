import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a place further down the same page that also moves the keyboard focus there, so the
 * next Tab continues from the target (the target needs `tabIndex={-1}`). The address stays as it is.
 */
export function JumpLink({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  };
  return (
    <a href={`#${target}`} className={className} onClick={jump}>
      {children}
    </a>
  );
}
