import { z } from 'zod';
import { countryCodes } from './marketplaces';

// The profile each role completes once after activation (POST user/auth/complete-profile).

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `Keep it under ${max} characters`);

/** A web address; "example.com" is read as https://example.com, only http(s) with a real host. */
export const ZWebsiteSchema = z
  .string({ error: 'Enter a web address' })
  .trim()
  .min(1, 'Enter a web address')
  .max(300, 'Keep it under 300 characters')
  .transform((value) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      message: 'Enter a web address such as https://example.com',
    }),
  );

const ZCountrySchema = z.enum(countryCodes, { error: 'Choose one of US, CA, FR, DE or UK' });

export const ZSellerProfileSchema = z.object({
  companyName: requiredText('your company name', 120),
  mainMarketplace: ZCountrySchema,
  website: ZWebsiteSchema,
});
export type TSellerProfile = z.infer<typeof ZSellerProfileSchema>;

export const ZPublisherProfileSchema = z.object({
  website: ZWebsiteSchema,
  promotionCountry: ZCountrySchema,
  audience: requiredText('a description of your audience', 500).pipe(
    z.string().min(20, 'Describe your audience in at least 20 characters'),
  ),
});
export type TPublisherProfile = z.infer<typeof ZPublisherProfileSchema>;

export const ZPartnerProfileSchema = z.object({
  companyName: requiredText('your company name', 120),
  website: ZWebsiteSchema,
});
export type TPartnerProfile = z.infer<typeof ZPartnerProfileSchema>;

/** The body names the account's role so each role's fields are checked with their own messages. */
export const ZCompleteProfileRequestSchema = z.discriminatedUnion(
  'role',
  [
    ZSellerProfileSchema.extend({ role: z.literal('seller') }),
    ZPublisherProfileSchema.extend({ role: z.literal('publisher') }),
    ZPartnerProfileSchema.extend({ role: z.literal('partner') }),
  ],
  { error: 'Choose seller, publisher or partner' },
);
export type TCompleteProfileRequest = z.infer<typeof ZCompleteProfileRequestSchema>;
