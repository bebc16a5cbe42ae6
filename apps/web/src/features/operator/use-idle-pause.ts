import { focusManager } from '@tanstack/react-query';
import { useEffect } from 'react';

/** After this long without input the console stops polling (docs/domain.md, "Operator console: users, roles, sessions"). */
export const consoleIdlePauseMs = 5 * 60_000;

// What counts as someone at the screen; the capture phase hears it before any page handler.
const inputEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
// A moving mouse fires many events; re-arming the timer once a second is enough.
const rearmEveryMs = 1000;

/**
 * Pauses every polling query of the console once the operator has given no input for `idleMs`,
 * and resumes it at the next input. Polling calls count as use on the server, so without the
 * pause a console left open (the summary, the inbox) would never reach its idle sign-out.
 * It tells TanStack Query the page is out of focus: interval refetches skip their turn then,
 * and queries that refetch on focus refresh at once when the operator is back.
 */
export function useIdlePause(idleMs: number): void {
  useEffect(() => {
    let paused = false;
    let armedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      armedAt = Date.now();
      clearTimeout(timer);
      timer = setTimeout(() => {
        paused = true;
        focusManager.setFocused(false);
      }, idleMs);
    };
    const onInput = () => {
      if (paused) {
        paused = false;
        // Back to the browser's own rule (the tab's visibility), which wakes the queries.
        focusManager.setFocused(undefined);
        arm();
      } else if (Date.now() - armedAt >= rearmEveryMs) {
        arm();
      }
    };
    arm();
    for (const name of inputEvents) {
      window.addEventListener(name, onInput, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const name of inputEvents) {
        window.removeEventListener(name, onInput, { capture: true });
      }
      focusManager.setFocused(undefined);
    };
  }, [idleMs]);
}
