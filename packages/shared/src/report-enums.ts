// The words of conversions and reports (docs/domain.md "Conversions and reports"), stored by the
// server and shown by the client.

/** A conversion row: what was ordered, or what was returned (negative units and sales). */
export const conversionKinds = ['order', 'return'] as const;
export type TConversionKind = (typeof conversionKinds)[number];

/** One import of a marketplace's attribution data for one day. */
export const attributionRunStatuses = ['running', 'done', 'failed'] as const;
export type TAttributionRunStatus = (typeof attributionRunStatuses)[number];

/**
 * An uploaded associates earnings report: applied (its matched rows count, unmatched rows kept
 * with their reason), rejected as a whole (nothing applied), or replaced by a later upload of an
 * overlapping period.
 */
export const associateReportStatuses = ['applied', 'rejected', 'replaced'] as const;
export type TAssociateReportStatus = (typeof associateReportStatuses)[number];

/** The file an associates earnings report came in. */
export const associateReportFormats = ['csv', 'xlsx'] as const;
export type TAssociateReportFormat = (typeof associateReportFormats)[number];
