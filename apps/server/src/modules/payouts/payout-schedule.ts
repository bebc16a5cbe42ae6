import type { TDeps } from '../../platform/deps';
import { releaseDue } from './payout-ledger.repository';

// The payout ledger's `released` lines: at start, then every hour, each held commission whose
// day has come becomes payable. A release is written once (the ledger's key), so two instances
// releasing at the same time write it once.

const everyMs = 60 * 60 * 1000;

/** Started by main.ts only (tests release through `releaseDue`); the timer is unref'd. */
export function startPayoutRelease(
  deps: TDeps,
  log: { error: (details: object, message: string) => void },
): { stop: () => void } {
  const release = async () => {
    try {
      await releaseDue(deps.db, deps.now());
    } catch (error) {
      log.error({ err: error }, 'the payout ledger could not release held commission');
    }
  };
  void release();
  const timer = setInterval(() => void release(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
