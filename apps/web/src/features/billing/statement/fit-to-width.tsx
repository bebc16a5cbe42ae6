import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

export type FitToWidthProps = {
  /** The width the content is drawn at (the statement's page width). */
  width: number;
  /** Draw it at its own size (while the PDF is made from it), scrolling if it must. */
  natural: boolean;
  children: ReactNode;
};

/**
 * A document of a fixed width shown whole on a narrower screen: scaled down to the room there is
 * (never up), its box as tall as the scaled drawing, so a phone reads the statement without
 * scrolling sideways. The drawing itself keeps its width, which is what the PDF is made from.
 */
export function FitToWidth({ width, natural, children }: FitToWidthProps) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ scale: 1, height: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      const room = outer.current?.clientWidth ?? width;
      const scale = Math.min(1, room / width);
      setBox({ scale, height: (inner.current?.offsetHeight ?? 0) * scale });
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (outer.current) {
      observer.observe(outer.current);
    }
    if (inner.current) {
      observer.observe(inner.current);
    }
    return () => observer.disconnect();
  }, [width]);
  const scaled = !natural && box.scale < 1;
  return (
    <div
      ref={outer}
      data-testid="fit-to-width"
      style={{ overflowX: scaled ? 'hidden' : 'auto', height: scaled ? box.height : undefined }}
    >
      <div
        ref={inner}
        style={{ width, transform: scaled ? `scale(${box.scale})` : undefined, transformOrigin: 'top left' }}
      >
        {children}
      </div>
    </div>
  );
}
