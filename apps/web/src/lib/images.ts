import {
  imageCalls,
  imageFileNameOf,
  imageFormats,
  imageNameOf,
  imageUploadTimeoutMs,
  isStoredImageName,
  maxUploadBytes,
  resizedImageUrl as signedResizedUrl,
  type TEnvelope,
  type TImageClientConfig,
  type TStoredImage,
} from '@atlas/shared';
import { tokenStore } from '../api/http';

// Spec 7.16: the image storage client, separate from the main API's (base 'api/', 20 000 ms,
// Content-Type image/jpeg, a signed query), and the image-cache host's resized URLs. The biz and
// the salts come from GET common/image-config (api/images.ts), so server and client never drift.

const base = '/api/';

/** The secret of an upload: SHA-256 hex of the upload salt followed by ts (WebCrypto). */
export async function uploadSecret(salt: string, ts: number): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${ts}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type TImageUploadOptions = {
  config: Pick<TImageClientConfig, 'biz' | 'uploadSalt'>;
  /** The session token; the signed-in one by default. */
  token?: string;
  /** An existing image (its name or URL): the upload is a new version of it. */
  existing?: string;
  /** The original file name kept with the image; a picked file's own name by default. */
  fileName?: string;
  now?: () => number;
};

/** The last `ts` each clock gave an upload. */
const lastTsOf = new WeakMap<() => number, number>();

/**
 * An upload's `ts`: the clock's time, but always later than the last upload's, so images picked
 * together (started in the same millisecond) sign different secrets; the server refuses a secret
 * used twice (409).
 */
function nextUploadTs(now: () => number): number {
  const ts = Math.max(now(), (lastTsOf.get(now) ?? Number.NEGATIVE_INFINITY) + 1);
  lastTsOf.set(now, ts);
  return ts;
}

/** The path of the upload: `a.jpg` for a new file, the existing image's name or URL otherwise. */
export const imageUploadPath = (existing?: string) =>
  existing
    ? imageCalls.uploadImageVersion.path.replace('{url}', encodeURIComponent(existing))
    : imageCalls.uploadImage.path;

/**
 * PUT api/storage/v2/file/{a.jpg | url} with the file as the body and its name (`fileName`, made
 * into one the server takes: no folders or control characters, 200 characters at most). Answers
 * the body when its `success` is truthy, otherwise the raw response (spec 7.16); a time-out rejects.
 */
export async function putImage(
  file: Blob,
  options: TImageUploadOptions,
): Promise<TEnvelope<TStoredImage> | Response> {
  const ts = nextUploadTs(options.now ?? Date.now);
  const query = new URLSearchParams({
    biz: options.config.biz,
    accessToken: options.token ?? tokenStore.get() ?? '',
    ts: String(ts),
    secret: await uploadSecret(options.config.uploadSalt, ts),
  });
  const fileName = imageFileNameOf(options.fileName ?? (file instanceof File ? file.name : ''));
  if (fileName) {
    query.set('fileName', fileName);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), imageUploadTimeoutMs);
  try {
    const response = await fetch(
      `${base}${imageUploadPath(options.existing).replace(/^api\//, '')}?${query}`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'image/jpeg' },
        body: file,
        signal: controller.signal,
      },
    );
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as TEnvelope<TStoredImage> | null;
    return body?.success ? body : response;
  } finally {
    clearTimeout(timer);
  }
}

/** For forms: the stored image, or an Error with the server's message. */
export async function uploadImage(file: Blob, options: TImageUploadOptions): Promise<TStoredImage> {
  let answer: TEnvelope<TStoredImage> | Response;
  try {
    answer = await putImage(file, options);
  } catch (error) {
    throw new Error(
      (error as Error).name === 'AbortError' ? 'The upload took longer than 20 seconds' : 'Network problem',
    );
  }
  if (!(answer instanceof Response)) {
    return answer.data;
  }
  const envelope = (await answer.json().catch(() => null)) as { error?: string } | null;
  throw new Error(envelope?.error || 'Error!');
}

/**
 * Spec 7.16: a resized copy of an image-cache URL: size `W_H` ('0_0': the original size), mode
 * '1' fits inside, '2' covers; the extension is kept (jpg by default); `//host` gets https.
 */
export const resizedImageUrl = (urlSalt: string, url: string, size = '0_0', mode = '1') =>
  signedResizedUrl(url, urlSalt, size, mode);

/** Whether a URL names an image of the image service (`{20 letters and digits}.{ext}`). */
export const isStoredImageUrl = (url: string) => isStoredImageName(imageNameOf(url));

/** The types the image service stores; what its file pickers offer (it reads the real type from the bytes). */
export const storedImageAccept = Object.keys(imageFormats)
  .map((format) => `image/${format}`)
  .join(',');

/**
 * Why a picked file cannot go to the image service, or null: the browser's type and the size,
 * checked before the upload so a person hears of it at once (the server checks both again).
 */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!storedImageAccept.split(',').includes(file.type)) {
    return `${file.name}: choose a PNG, JPEG, GIF or WebP image`;
  }
  if (file.size > maxUploadBytes.image) {
    return `${file.name} is larger than ${maxUploadBytes.image / 1024 / 1024} MB`;
  }
  return null;
}
