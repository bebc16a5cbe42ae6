import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newClickId, type TClickRecord } from '../../src/modules/clicks/click-record';

// What the click log's tests share: a fresh log folder (under the run's temporary folder, which
// the run removes: vitest.config.ts) and a click as the redirect records it.

/** A new, empty click-log folder, laid out as DATA_DIR's (`clicks/main`). */
export function tempClickLogDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'atlas-click-log-')), 'clicks', 'main');
}

/** A person's click on `linkId` now in the US, unless `overrides` say otherwise. */
export function clickRecord(linkId = 'lnk_test', overrides: Partial<TClickRecord> = {}): TClickRecord {
  const at = overrides.at ?? Date.now();
  return {
    id: newClickId(at),
    at,
    linkId,
    countryCode: 'US',
    subId: null,
    ipHash: 'hash',
    agentClass: 'mobile',
    referrerHost: null,
    isBot: false,
    earning: true,
    ...overrides,
  };
}
