import { z } from 'zod';
import { operatorRoles, userRoles } from './roles';

export const ZEmailSchema = z
  .string()
  .trim()
  .max(254, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'))
  .transform((e) => e.toLowerCase());

/** DOMAIN.md: at least 8 characters with a letter and a digit. */
export const ZPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/[0-9]/, 'Password must contain a digit');

export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  password: z.string().min(1, 'Enter your password').max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZRegisterRequestSchema = z.object({
  email: ZEmailSchema,
  password: ZPasswordSchema,
  role: z.enum(userRoles, { message: 'Choose seller, publisher or partner' }),
  name: z.string().trim().min(1, 'Enter your name').max(120, 'Name is too long'),
  invitationCode: z.string().trim().max(32).optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

export const ZSessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(userRoles),
  referralCode: z.string(),
  /** False until the role's profile is completed; the portals open only after it. */
  profileCompleted: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

export const ZLoginResponseSchema = z.object({ token: z.string(), user: ZSessionUserSchema });
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZOperatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(operatorRoles),
});
export type TOperator = z.infer<typeof ZOperatorSchema>;

export const ZOperatorLoginResponseSchema = z.object({ token: z.string(), operator: ZOperatorSchema });
export type TOperatorLoginResponse = z.infer<typeof ZOperatorLoginResponseSchema>;

export const ZLogoutResponseSchema = z.object({ signedOut: z.literal(true) });
