import { z } from 'zod';

// Spec 3 and 7.15: an export request "sometimes" carries a platform value, for example 'seller'.
// Every export takes either value the spec's portals are named by, so a spec client never meets a
// 400 for sending it; where the file differs by side (commission reports: the publisher's view has
// no fee nor cost) the value chooses it, elsewhere it changes nothing (docs/api.md).

export const exportPlatforms = ['seller', 'publisher'] as const;
export type TExportPlatform = (typeof exportPlatforms)[number];

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The platform field of an export's query, `fallback` when absent. */
export const exportPlatformField = (fallback: TExportPlatform) =>
  z.preprocess(
    blankToUndefined,
    z.enum(exportPlatforms, { message: "Platform is 'seller' or 'publisher'" }).default(fallback),
  );
