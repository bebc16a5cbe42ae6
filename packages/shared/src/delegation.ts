import { z } from 'zod';
import { ZEmailSchema, ZSessionUserSchema } from './auth';
import { userRoles } from './roles';

export const delegationAccessLevels = ['full', 'read_only'] as const;
export const ZDelegationAccessSchema = z.enum(delegationAccessLevels, {
  message: 'Choose full or read-only access',
});
export type TDelegationAccess = z.infer<typeof ZDelegationAccessSchema>;

/** Invitation links stay valid 7 days; inviting the same e-mail again sends a fresh one. */
export const invitationValidDays = 7;

/** `data.reason` of an invitation refused because it was sent to another e-mail. */
export const invitationForOtherAccount = 'invitation_other_account';

export const delegationStatuses = ['invited', 'active', 'disabled'] as const;
export type TDelegationStatus = (typeof delegationStatuses)[number];

/** The `{status}` segment of POST user/delegation-accounts/{id}/{status}. */
export const delegationStatusActions = ['enable', 'disable'] as const;
export type TDelegationStatusAction = (typeof delegationStatusActions)[number];

// POST user/delegation-accounts
export const ZAddDelegateRequestSchema = z.object({ email: ZEmailSchema, access: ZDelegationAccessSchema });
export type TAddDelegateRequest = z.infer<typeof ZAddDelegateRequestSchema>;

// POST user/delegation-accounts/{id}
export const ZUpdateDelegateRequestSchema = z.object({ access: ZDelegationAccessSchema });
export type TUpdateDelegateRequest = z.infer<typeof ZUpdateDelegateRequestSchema>;

export const ZDelegationIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'Give the delegation id').max(64, 'Delegation id is too long'),
});

export const ZDelegationStatusParamsSchema = ZDelegationIdParamsSchema.extend({
  status: z.enum(delegationStatusActions, { message: 'Status must be enable or disable' }),
});

const ZAccountSummarySchema = z.object({ name: z.string(), email: z.string(), role: z.enum(userRoles) });

/** One row of the owner's list of delegates. */
export const ZDelegateSchema = z.object({
  id: z.string(),
  email: z.string(),
  access: ZDelegationAccessSchema,
  status: z.enum(delegationStatuses),
  /** The delegate's own name once the invitation is accepted. */
  name: z.string().nullable(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** When the invitation link stops working; null once accepted. */
  invitationExpiresAt: z.string().nullable(),
});
export type TDelegate = z.infer<typeof ZDelegateSchema>;
export const ZDelegatesResponseSchema = z.array(ZDelegateSchema);

/** One account that delegated to the signed-in user. */
export const ZDelegatorSchema = z.object({
  id: z.string(),
  access: ZDelegationAccessSchema,
  status: z.enum(['active', 'disabled']),
  acceptedAt: z.string().nullable(),
  owner: ZAccountSummarySchema,
});
export type TDelegator = z.infer<typeof ZDelegatorSchema>;
export const ZDelegatorsResponseSchema = z.array(ZDelegatorSchema);

export const ZInvitationTokenSchema = z
  .string({ message: 'The invitation link has no token' })
  .trim()
  .min(1, 'The invitation link has no token')
  .max(200, 'This is not an invitation token');

// GET user/delegation-accounts/invitations/pre-accept?token=
export const ZPreAcceptQuerySchema = z.object({ token: ZInvitationTokenSchema });
export const ZPreAcceptResponseSchema = z.object({
  email: z.string(),
  /** No account has the invited e-mail yet: the screen offers sign-up rather than sign-in. */
  isNewUser: z.boolean(),
  access: ZDelegationAccessSchema,
  owner: ZAccountSummarySchema.pick({ name: true, role: true }),
  expiresAt: z.string(),
});
export type TPreAcceptResponse = z.infer<typeof ZPreAcceptResponseSchema>;

// POST user/delegation-accounts/invitations/accept
export const ZAcceptInvitationRequestSchema = z.object({ token: ZInvitationTokenSchema });
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequestSchema>;

/** The delegation a switched session acts through: whose account, whose hands, what access. */
export const ZCurrentDelegationSchema = z.object({
  delegationId: z.string(),
  access: ZDelegationAccessSchema,
  owner: ZAccountSummarySchema,
  delegate: ZAccountSummarySchema.pick({ name: true, email: true }),
});
export type TCurrentDelegation = z.infer<typeof ZCurrentDelegationSchema>;
export const ZCurrentDelegationResponseSchema = ZCurrentDelegationSchema.nullable();

// POST user/delegation-accounts/{id}/switch: a new session acting as the delegator
export const ZSwitchResponseSchema = z.object({
  token: z.string(),
  user: ZSessionUserSchema,
  delegation: ZCurrentDelegationSchema,
});
export type TSwitchResponse = z.infer<typeof ZSwitchResponseSchema>;
