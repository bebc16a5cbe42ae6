import { z } from 'zod';
import { ZEmailSchema, ZPasswordSchema } from './auth';

// Sign-up checks, activation and forgotten password (spec 7.2, DOMAIN.md "Accounts and sessions").

/** Why an e-mailed link or a sign-in was refused, in the error's `data.reason`. */
export const EntryReason = {
  activationRequired: 'activation_required',
  linkInvalid: 'link_invalid',
  linkExpired: 'link_expired',
  linkUsed: 'link_used',
} as const;
export type TEntryReason = (typeof EntryReason)[keyof typeof EntryReason];

/** Activation links stay valid 48 hours, password-reset links 1 hour (DOMAIN.md). */
export const activationLinkHours = 48;
export const resetLinkHours = 1;

export const ZCheckEmailRequestSchema = z.object({ email: ZEmailSchema });
export type TCheckEmailRequest = z.infer<typeof ZCheckEmailRequestSchema>;

export const ZCheckEmailResponseSchema = z.object({ email: z.string(), available: z.boolean() });
export type TCheckEmailResponse = z.infer<typeof ZCheckEmailResponseSchema>;

/** Register answers no session: the account waits for its activation link. */
export const ZRegisterResponseSchema = z.object({
  email: z.string(),
  activationRequired: z.literal(true),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponseSchema>;

const ZLinkTokenSchema = z
  .string({ error: 'The link has no token' })
  .trim()
  .min(1, 'The link has no token')
  .max(200, 'This link is not valid');

export const ZActivateRequestSchema = z.object({ token: ZLinkTokenSchema });
export type TActivateRequest = z.infer<typeof ZActivateRequestSchema>;

/** A new activation link, for the e-mail given at sign-up or the token of an expired link. */
export const ZResendActivationRequestSchema = z
  .object({ email: ZEmailSchema.optional(), token: ZLinkTokenSchema.optional() })
  .refine((body) => Boolean(body.email) !== Boolean(body.token), {
    message: 'Enter your e-mail',
    path: ['email'],
  });
export type TResendActivationRequest = z.infer<typeof ZResendActivationRequestSchema>;

/** The same answer whether or not an account has the e-mail. */
export const ZLinkSentResponseSchema = z.object({ sent: z.literal(true) });
export type TLinkSentResponse = z.infer<typeof ZLinkSentResponseSchema>;

export const ZForgotPasswordRequestSchema = z.object({ email: ZEmailSchema });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;

export const ZResetPasswordRequestSchema = z.object({ token: ZLinkTokenSchema, password: ZPasswordSchema });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

/** A link checked when its page opens, before the form is filled. */
export const ZResetLinkQuerySchema = z.object({ token: ZLinkTokenSchema });
export const ZResetLinkCheckSchema = z.object({ valid: z.literal(true) });
export type TResetLinkQuery = z.infer<typeof ZResetLinkQuerySchema>;
export type TResetLinkCheck = z.infer<typeof ZResetLinkCheckSchema>;

/** `apiKeyRevoked`: the account had an API key, and the reset revoked it (create a new one). */
export const ZResetPasswordResponseSchema = z.object({ reset: z.literal(true), apiKeyRevoked: z.boolean() });
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponseSchema>;
