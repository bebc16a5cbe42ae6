import { z } from 'zod';
import { accountStatuses, userRoles } from './roles';

// Invitation (referral) codes: the sign-up check and the inviter's own referral data.

export const ZCheckInvitationCodeRequestSchema = z.object({
  invitationCode: z
    .string({ error: 'Enter an invitation code' })
    .trim()
    .min(1, 'Enter an invitation code')
    .max(32, 'No account has this invitation code')
    .transform((code) => code.toUpperCase()),
});
export type TCheckInvitationCodeRequest = z.infer<typeof ZCheckInvitationCodeRequestSchema>;

export const ZCheckInvitationCodeResponseSchema = z.object({
  invitationCode: z.string(),
  valid: z.boolean(),
  /** The inviter's name, so the person signing up sees who invited them. */
  inviterName: z.string().nullable(),
});
export type TCheckInvitationCodeResponse = z.infer<typeof ZCheckInvitationCodeResponseSchema>;

export const inviteeStatuses = accountStatuses;

export const ZInviteeSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(userRoles),
  status: z.enum(inviteeStatuses),
  /** ISO time of sign-up, and of activation once it happened. */
  joinedAt: z.string(),
  activatedAt: z.string().nullable(),
});
export type TInvitee = z.infer<typeof ZInviteeSchema>;

/** The newest invitees come first; `total` counts them all when the list is cut. */
export const referralListLimit = 100;

export const ZReferralResponseSchema = z.object({
  /** Spec 3 calls it `invitationCode`: the code a sign-up gives (the same as `referralCode`). */
  invitationCode: z.string(),
  referralCode: z.string(),
  shareLink: z.string(),
  total: z.number().int(),
  /** How many of them activated their account. */
  activated: z.number().int(),
  invitees: z.array(ZInviteeSchema),
});
export type TReferralResponse = z.infer<typeof ZReferralResponseSchema>;
