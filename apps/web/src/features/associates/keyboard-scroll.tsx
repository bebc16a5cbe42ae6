import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Wide tables scroll sideways on a phone; axe (scrollable-region-focusable) and keyboard users
 * need that scroll area focusable. Ant Design's table renders it without a tab stop, so each
 * table scroll area inside gets one, also those rendered later (a tab opened, data arrived).
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) {
      return;
    }
    const mark = () => {
      for (const area of root.querySelectorAll<HTMLElement>('.ant-table-content:not([tabindex])')) {
        area.tabIndex = 0;
        area.setAttribute('role', 'region');
        area.setAttribute('aria-label', label);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return <div ref={ref}>{children}</div>;
}
