import { z } from 'zod';
import { ZEmailSchema } from './auth';

// Name and subject go into the team's e-mail subject and header lines.
const oneLine = /^[^\r\n]*$/;

export const contactLimits = { name: 120, subject: 150, messageMin: 10, messageMax: 5000 } as const;

/**
 * The contact-us form. `website` is the honeypot: a field people never see, so anything in it
 * marks the sender as a robot (the server then answers as usual and drops the message).
 */
export const ZContactRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name')
    .max(contactLimits.name, 'Name is too long')
    .regex(oneLine, 'Name must be on one line'),
  email: ZEmailSchema,
  subject: z
    .string()
    .trim()
    .min(1, 'Enter a subject')
    .max(contactLimits.subject, `Subject must be at most ${contactLimits.subject} characters`)
    .regex(oneLine, 'Subject must be on one line'),
  message: z
    .string()
    .trim()
    .min(contactLimits.messageMin, `Tell us a little more (at least ${contactLimits.messageMin} characters)`)
    .max(contactLimits.messageMax, `Message must be at most ${contactLimits.messageMax} characters`),
  website: z.string().max(500).optional(),
});
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;

export const ZContactResponseSchema = z.object({ received: z.literal(true) });
export type TContactResponse = z.infer<typeof ZContactResponseSchema>;

/** Instant-messaging channels an account can leave as its contact (spec: user/im). */
export const imChannels = ['whatsapp', 'telegram', 'skype', 'wechat', 'line'] as const;
export type TImChannel = (typeof imChannels)[number];

type TImRule = { label: string; placeholder: string; pattern: RegExp; message: string };

/**
 * What a handle looks like on each channel, after `normalizeImHandle`. WhatsApp is reached by
 * phone number, the others by their user names' own rules.
 */
export const imChannelRules: Record<TImChannel, TImRule> = {
  whatsapp: {
    label: 'WhatsApp',
    placeholder: '+1 415 555 0100',
    pattern: /^\+[1-9]\d{7,14}$/,
    message: 'Enter the phone number with its country code, e.g. +1 415 555 0100',
  },
  telegram: {
    label: 'Telegram',
    placeholder: '@username',
    pattern: /^@[A-Za-z][A-Za-z0-9_]{4,31}$/,
    message: 'A Telegram username has 5 to 32 letters, digits or underscores and starts with a letter',
  },
  skype: {
    label: 'Skype',
    placeholder: 'live:.cid.123abc or skype.name',
    pattern: /^(live:[A-Za-z0-9._-]{1,64}|[A-Za-z][A-Za-z0-9.,_-]{5,31})$/,
    message: 'A Skype name has 6 to 32 characters and starts with a letter (or is a live: id)',
  },
  wechat: {
    label: 'WeChat',
    placeholder: 'wechat_id',
    pattern: /^[A-Za-z][A-Za-z0-9_-]{5,19}$/,
    message: 'A WeChat ID has 6 to 20 letters, digits, - or _ and starts with a letter',
  },
  line: {
    label: 'LINE',
    placeholder: 'line.id',
    pattern: /^@?[a-z0-9._-]{4,20}$/,
    message: 'A LINE ID has 4 to 20 lower-case letters, digits, dots, - or _',
  },
};

/** Spaces, dashes and brackets in phone numbers go; Telegram names get their @. */
export function normalizeImHandle(channel: TImChannel, handle: string): string {
  const trimmed = handle.trim();
  if (channel === 'whatsapp') {
    const digits = trimmed.replace(/[\s().-]/g, '');
    return digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
  }
  if (channel === 'telegram') {
    return trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
  }
  return trimmed;
}

export const ZImContactRequestSchema = z
  .object({
    channel: z.enum(imChannels, { message: 'Choose WhatsApp, Telegram, Skype, WeChat or LINE' }),
    handle: z.string().trim().min(1, 'Enter your handle').max(80, 'Handle is too long'),
  })
  .transform((value, ctx) => {
    const handle = normalizeImHandle(value.channel, value.handle);
    const rule = imChannelRules[value.channel];
    if (!rule.pattern.test(handle)) {
      ctx.addIssue({ code: 'custom', path: ['handle'], message: rule.message });
      return z.NEVER;
    }
    return { channel: value.channel, handle };
  });
export type TImContactRequest = z.input<typeof ZImContactRequestSchema>;

export const ZImContactSchema = z.object({
  channel: z.enum(imChannels),
  handle: z.string(),
  updatedAt: z.string(),
});
export type TImContact = z.infer<typeof ZImContactSchema>;

/** GET user/im answers the saved contact, or null when none was left yet. */
export const ZImContactResponseSchema = ZImContactSchema.nullable();
