import { z } from 'zod';
import { md5Hex } from './md5';

export { md5Hex } from './md5';

// The image service (spec 7.16; docs/domain.md "Image service (issue 13)"): uploads by PUT with a
// signed query, and an image-cache host serving resized copies at signed URLs.

/** What the content may be (checked by its bytes, not the declared type), and its extension. */
export const imageFormats = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' } as const;
export type TImageFormat = keyof typeof imageFormats;
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;

/** How long a signed upload URL lives around its `ts`, either way. */
export const imageUploadWindowMs = 5 * 60 * 1000;
/** Spec 9: the image upload's time-out. */
export const imageUploadTimeoutMs = 20_000;

/** The edge lengths a resized copy may have; 0 means "follow the other side" (both 0: the original). */
export const imageEdges = [0, 48, 64, 100, 128, 160, 200, 240, 300, 400, 600, 800, 1200, 1600] as const;
/** 1: fit inside the box, never enlarged; 2: cover the box exactly, cropped from the centre. */
export const imageModes = ['1', '2'] as const;
export type TImageMode = (typeof imageModes)[number];

const hexDigest = z.string().regex(/^[0-9a-f]{64}$/, 'The secret is the SHA-256 hex of the salt and ts');

/** The longest original file name an image keeps (`stored_images.file_name`). */
export const imageFileNameMaxLength = 200;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;
const pathSeparators = /[\\/]/;

/**
 * The uploader's own name of the file (`photo.jpg`), shown as alt text and on attachments: 1 to
 * 200 characters once trimmed, no control characters, no folders (a name, never a path).
 */
export const ZImageFileNameSchema = z
  .string()
  .trim()
  .min(1, 'The file name is empty')
  .max(imageFileNameMaxLength, `A file name is at most ${imageFileNameMaxLength} characters`)
  .refine((name) => !controlCharacters.test(name), 'A file name cannot contain control characters')
  .refine((name) => !pathSeparators.test(name), 'A file name cannot contain / or \\');

/**
 * The name a device gave a file, made into one the image service takes: folders and control
 * characters dropped, the last 200 characters kept (the extension stays); undefined when nothing is left.
 */
export function imageFileNameOf(deviceName: string): string | undefined {
  const base = deviceName.split(pathSeparators).pop() ?? '';
  const cleaned = base.replace(new RegExp(controlCharacters.source, 'g'), '').trim();
  return cleaned.slice(-imageFileNameMaxLength).trim() || undefined;
}

export const ZImageUploadQuerySchema = z.object({
  biz: z.string().min(1, 'Send the biz'),
  accessToken: z.string().min(1, 'Send your session token'),
  ts: z.coerce
    .number({ message: 'ts is the time in epoch milliseconds' })
    .int('ts is the time in epoch milliseconds')
    .positive('ts is the time in epoch milliseconds'),
  secret: hexDigest,
  /** Ours: the file's original name (the web client sends the picked file's). */
  fileName: ZImageFileNameSchema.optional(),
});
export type TImageUploadQuery = z.infer<typeof ZImageUploadQuerySchema>;

export const ZImageVersionParamsSchema = z.object({
  url: z.string().min(1).max(2000),
});

export const ZStoredImageSchema = z.object({
  /** `{id}.{ext}`: how later calls and URLs name it. */
  name: z.string(),
  /** The original on the image-cache host; `resizedImageUrl` makes sized copies of it. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** The original file name the upload sent, null when it sent none. */
  fileName: z.string().nullable(),
});
export type TStoredImage = z.infer<typeof ZStoredImageSchema>;

/** The image's name in a URL or a bare name: the last path segment, query and fragment dropped. */
export function imageNameOf(urlOrName: string): string {
  const path = urlOrName.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Whether a name is one the image service gave a stored image (20 letters and digits, its extension). */
export const isStoredImageName = (name: string) => /^[a-z0-9]{20}\.(jpg|png|webp|gif)$/.test(name);

/** The part of a resized copy's file name the signature covers: `{id}_{W}_{H}_{mode}.{ext}`. */
export function signedImagePath(stem: string, size: string, mode: string, extension: string): string {
  return `${stem}_${size}_${mode}.${extension}`;
}

/** The 4-character signature: the first 4 hex characters of MD5 of the salt followed by the path. */
export const imageSignature = (salt: string, path: string) => md5Hex(salt + path).slice(0, 4);

/**
 * Spec 7.16: the URL of a resized copy on the image-cache host. `{dir}/{id}.{ext}` becomes
 * `{dir}/{id}_{size}_{mode}_{sig}.{ext}`; the extension is kept (jpg when there is none);
 * a protocol-relative URL gets https.
 */
export function resizedImageUrl(url: string, salt: string, size = '0_0', mode = '1'): string {
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  const path = absolute.split(/[?#]/)[0] ?? '';
  const cut = path.lastIndexOf('/') + 1;
  const dir = path.slice(0, cut);
  const file = path.slice(cut);
  const dot = file.lastIndexOf('.');
  const stem = dot > 0 ? file.slice(0, dot) : file;
  const extension = dot > 0 ? file.slice(dot + 1) : 'jpg';
  const signature = imageSignature(salt, signedImagePath(stem, size, mode, extension));
  return `${dir}${stem}_${size}_${mode}_${signature}.${extension}`;
}

/** What the web client needs to upload and to build image URLs (GET common/image-config). */
export const ZImageClientConfigSchema = z.object({
  biz: z.string(),
  uploadSalt: z.string(),
  urlSalt: z.string(),
});
export type TImageClientConfig = z.infer<typeof ZImageClientConfigSchema>;
