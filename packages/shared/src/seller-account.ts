import { z } from 'zod';
import { ZCountryCodeSchema } from './catalog';

// The seller's account settings of spec 7.4: the notice (nothing else works until agreed), the
// current country, the association steps, and uploads (common/upload).

/**
 * The seller notice: the terms a seller agrees to before anything else. A new version makes
 * every seller agree again; the server only accepts the current version.
 */
export const sellerNotice = {
  version: '2026-01',
  title: 'Seller notice',
  summary:
    'Before you put commissions on your products, read how Affiliate Atlas works for sellers. You agree once; we ask again only when these terms change.',
  sections: [
    {
      heading: 'Commissions you set',
      body: 'You choose which products are active and the commission each one pays, within your commission configuration (by default 1% to 50%). A change applies from the day you make it; orders of earlier days keep the rate in effect on their day.',
    },
    {
      heading: 'What you pay',
      body: 'For each attributed sale you pay the commission plus the platform fee (by default 30% of the commission). Billings close monthly per marketplace, on the 1st in the marketplace time zone, and are due within 15 days.',
    },
    {
      heading: 'Attribution',
      body: 'Sales are attributed from the marketplace attribution data of the tracking links publishers create. Returns are deducted from later billings.',
    },
    {
      heading: 'Your brands and catalogue',
      body: 'You confirm that you own or may promote the brands you activate. We import your products, prices and images from your marketplace account and refresh them when you ask; we never change your listings.',
    },
    {
      heading: 'Publishers and placements',
      body: 'Publishers are independent. Paid placements and campaigns you apply to are agreements between you and the publisher, confirmed through Affiliate Atlas.',
    },
  ],
} as const;

/**
 * Spec 7.4 passes the payload through and names no version: an agreement without one agrees to
 * the current notice; with one, it must be the current one (terms the seller read).
 */
export const ZAgreeToNoticeRequestSchema = z.object({
  version: z
    .string()
    .trim()
    .min(1, 'Give the version of the notice you read')
    .max(32, 'Version is too long')
    .optional(),
});
export type TAgreeToNoticeRequest = z.infer<typeof ZAgreeToNoticeRequestSchema>;

export const ZNoticeAgreementSchema = z.object({
  currentVersion: z.string(),
  agreedVersion: z.string().nullable(),
  agreedAt: z.string().nullable(),
  /** True when the seller agreed to the current version. */
  agreed: z.boolean(),
});
export type TNoticeAgreement = z.infer<typeof ZNoticeAgreementSchema>;

export const associationSteps = ['associate', 'associatePublisher', 'associatePublisherDetail'] as const;
export type TAssociationStep = (typeof associationSteps)[number];

export const ZSellerSettingsSchema = z.object({
  notice: ZNoticeAgreementSchema,
  currentCountry: ZCountryCodeSchema,
  /** Whether a marketplace account is connected (refetch needs one). */
  marketplaceConnected: z.boolean(),
  associations: z.object({
    associate: z.string().nullable(),
    associatePublisher: z.string().nullable(),
    associatePublisherDetail: z.string().nullable(),
  }),
});
export type TSellerSettings = z.infer<typeof ZSellerSettingsSchema>;

export const ZSwitchCountryRequestSchema = z.object({ countryCode: ZCountryCodeSchema });
export type TSwitchCountryRequest = z.infer<typeof ZSwitchCountryRequestSchema>;

export const ZSwitchCountryResponseSchema = z.object({ currentCountry: ZCountryCodeSchema });
export type TSwitchCountryResponse = z.infer<typeof ZSwitchCountryResponseSchema>;

/** What the three association-completed calls answer: always a body (spec 7.4). */
export const ZAssociationCompletedSchema = z.object({
  step: z.enum(associationSteps),
  completedAt: z.string(),
});
export type TAssociationCompleted = z.infer<typeof ZAssociationCompletedSchema>;

// ---- POST common/upload (multipart, field `file`)

export const uploadKinds = ['image', 'file'] as const;
export type TUploadKind = (typeof uploadKinds)[number];

/**
 * The types an upload may be, found from the bytes (never from the name or the browser's word).
 * Images are the image service's four formats: they are checked and encoded again the same way.
 */
export const uploadTypes = {
  'image/png': { kind: 'image', extension: 'png' },
  'image/jpeg': { kind: 'image', extension: 'jpg' },
  'image/gif': { kind: 'image', extension: 'gif' },
  'image/webp': { kind: 'image', extension: 'webp' },
  'application/pdf': { kind: 'file', extension: 'pdf' },
} as const satisfies Record<string, { kind: TUploadKind; extension: string }>;

export const maxUploadBytes: Record<TUploadKind, number> = {
  image: 5 * 1024 * 1024,
  file: 10 * 1024 * 1024,
};

export const uploadAcceptText = 'PNG, JPEG, GIF or WebP images up to 5 MB, or PDF files up to 10 MB';

export const ZUploadSchema = z.object({
  id: z.string(),
  kind: z.enum(uploadKinds),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Where the file can be read back; unguessable, so it can be shown to publishers. */
  url: z.string(),
  createdAt: z.string(),
});
export type TUpload = z.infer<typeof ZUploadSchema>;

/** An upload as a placement, campaign or message keeps it (its images, assets, attachments). */
export const ZStoredFileSchema = z.object({
  uploadId: z.string(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type TStoredFileView = z.infer<typeof ZStoredFileSchema>;
