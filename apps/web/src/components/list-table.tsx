import { type Breakpoint, Grid, Table, type TableProps } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * The one way a list's less important columns leave a phone: `responsive: onWideScreens` on the
 * column (antd hides it under 768 px). What a row is about, its amount, status and action stay.
 */
export const onWideScreens: Breakpoint[] = ['md'];

/**
 * antd's Table for every list screen. On a phone its rows are small and a fixed scroll width
 * becomes the content's own (the columns left fit the screen instead of a 960 px strip), and a
 * table that still scrolls sideways can be reached and scrolled with the keyboard (axe:
 * scrollable-region-focusable). A long unbroken value (an e-mail, a name) wraps inside its cell
 * instead of widening the list past the screen (global.css, `.list-table`).
 */
export function ListTable<T extends object>({ scroll, size, ...props }: TableProps<T>) {
  const phone = Grid.useBreakpoint().md === false;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const region of box.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ??
      []) {
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(region).overflowX);
      if (scrolls && !region.hasAttribute('tabindex')) {
        region.tabIndex = 0;
        region.setAttribute('role', 'region');
        region.setAttribute('aria-label', 'Table, scrolls sideways');
      }
    }
  });
  const x = phone && typeof scroll?.x === 'number' ? 'max-content' : scroll?.x;
  return (
    <div ref={box} className="list-table">
      <Table<T> {...props} size={phone ? 'small' : size} scroll={scroll ? { ...scroll, x } : undefined} />
    </div>
  );
}
