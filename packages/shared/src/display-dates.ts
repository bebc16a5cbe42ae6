/**
 * A calendar day as every screen and message shows it (spec 9): '2026.11.28' for '2026-11-28'.
 * Input keeps accepting the ISO form; only what people read uses dots.
 */
export const displayDay = (isoDay: string): string => isoDay.slice(0, 10).replaceAll('-', '.');

/** A month the same way: '2026.11' for '2026-11' or '2026-11-01'. */
export const displayMonth = (isoMonth: string): string => displayDay(isoMonth).slice(0, 7);

/** A moment as messages and e-mails show it, in UTC: '2026.11.28 14:05 UTC'. */
export const displayMomentUtc = (at: Date): string =>
  `${displayDay(at.toISOString())} ${at.toISOString().slice(11, 16)} UTC`;
