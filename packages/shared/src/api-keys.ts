import { z } from 'zod';

/** An account's open-API key as shown after creation: masked, with when it was made and last used. */
export const ZApiKeySchema = z.object({
  masked: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKeySchema>;

/** GET user/auth/api-key: null until the account creates one. */
export const ZApiKeyReadResponseSchema = ZApiKeySchema.nullable();
export type TApiKeyReadResponse = z.infer<typeof ZApiKeyReadResponseSchema>;

/** POST and PUT user/auth/api-key: the whole key, shown this once (DOMAIN.md). */
export const ZApiKeyCreatedSchema = ZApiKeySchema.extend({ key: z.string() });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreatedSchema>;
