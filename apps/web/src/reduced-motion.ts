import { useSyncExternalStore } from 'react';

// A user who asked the system for less motion (WCAG 2.3.3) gets screens without antd's opening
// and closing animations: drawers, dialogs and menus appear where they end.
const query = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the system asks for reduced motion, following it when the setting changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
