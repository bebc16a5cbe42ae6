import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ErrorCode,
  imageCalls,
  imageEdges,
  imageModes,
  imageSignature,
  imageUploadTimeoutMs,
  signedImagePath,
} from '@atlas/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDeps } from '../../platform/deps';
import { failure } from '../../platform/envelope';
import { AppError, notFound } from '../../platform/errors';
import { randomString } from '../../platform/ids';
import { fastifyPath } from '../../platform/register';
import { imageTooLarge } from './image-check';
import { findImageByName } from './images.repository';
import { resizeImage, type TResize } from './resize';
import { createResizeQueue } from './resize-queue';

const original = /^([a-z0-9]{4,40})\.(jpg|jpeg|png|webp|gif)$/;
const resized = /^([a-z0-9]{4,40})_(\d{1,4})_(\d{1,4})_(\d)_([0-9a-f]{4})\.(jpg|jpeg|png|webp|gif)$/;
const formatOf = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' } as const;
type TExtension = keyof typeof formatOf;
const edges: readonly number[] = imageEdges;
const modes: readonly string[] = imageModes;
/** A side as the list writes it: `0`, or no leading zero (`048` would be another cache entry). */
const plainNumber = /^(0|[1-9]\d{0,3})$/;
/** The only routes that read an image body. */
const uploadRoutes = new Set([
  fastifyPath(imageCalls.uploadImage),
  fastifyPath(imageCalls.uploadImageVersion),
]);
const isImageBody = (request: FastifyRequest) => /^image\//i.test(request.headers['content-type'] ?? '');

/**
 * The raw body of an image upload (`Content-Type: image/*`): refused with 413 from its declared
 * length before a byte is read, or as soon as it grows past IMAGE_MAX_BYTES; a body still
 * arriving after 20 s is dropped. Other types answer 400 (Fastify's own refusal).
 */
function readImageBody(deps: TDeps) {
  return (
    request: FastifyRequest,
    payload: NodeJS.ReadableStream,
    done: (err: Error | null, body?: Buffer) => void,
  ) => {
    const max = deps.config.IMAGE_MAX_BYTES;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) {
      done(imageTooLarge(max, 'body'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (!finished) {
        finished = true;
        clearTimeout(timer);
        done(error, body);
      }
    };
    const timer = setTimeout(() => {
      finish(new AppError(ErrorCode.validation, 'The upload took longer than 20 s'));
      (payload as unknown as { destroy?: () => void }).destroy?.();
    }, imageUploadTimeoutMs);
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        finish(imageTooLarge(max, 'body'));
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (error: Error) => finish(error));
  };
}

function sendImage(request: FastifyRequest, reply: FastifyReply, bytes: Buffer, type: string, etag: string) {
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    // pages on the other sub-hosts (admin.) show them too
    .header('cross-origin-resource-policy', 'cross-origin');
  if (request.headers['if-none-match'] === etag) {
    return reply.code(304).send();
  }
  return reply.type(type).send(bytes);
}

async function originalBytes(deps: TDeps, name: string) {
  const image = await findImageByName(deps.db, name);
  const bytes = image ? await deps.storage.get(image.storageKey) : null;
  if (!image || !bytes) {
    throw notFound('Image');
  }
  return { image, bytes };
}

/**
 * An image body sent anywhere but an image upload answers 415 before a byte of it is read (the
 * parser below is the whole app's, so it would otherwise read up to IMAGE_MAX_BYTES for any route).
 */
async function refuseImageBodyElsewhere(request: FastifyRequest, reply: FastifyReply) {
  const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'];
  if (hasBody && isImageBody(request) && !uploadRoutes.has(request.routeOptions.url ?? '')) {
    return reply
      .code(415)
      .send(
        failure(
          ErrorCode.validation,
          'Image bodies are only taken by the image upload (api/storage/v2/file/…)',
        ),
      );
  }
}

/**
 * The image-cache host: `/img/{id}.{ext}` is the original; `/img/{id}_{W}_{H}_{mode}_{sig}.{ext}`
 * a resized copy, signed (first 4 hex of MD5 of IMAGE_URL_SALT + `{id}_{W}_{H}_{mode}.{ext}`),
 * built once with sharp (the same copy asked for twice at once is built once, at most
 * IMAGE_RESIZE_CONCURRENCY at a time) and kept under DATA_DIR/image-cache. Also the raw image
 * body parser of the upload routes.
 */
export function registerImageService(app: FastifyInstance, deps: TDeps): void {
  app.addHook('onRequest', refuseImageBodyElsewhere);
  app.addContentTypeParser(/^image\//i, readImageBody(deps));
  const cacheFolder = join(deps.config.DATA_DIR, 'image-cache');
  const queue = createResizeQueue(deps.config.IMAGE_RESIZE_CONCURRENCY);

  /**
   * Builds the copy `file` from the original `name` and keeps it in the cache folder, unless a
   * build that finished while this one waited its turn kept it already.
   */
  async function buildCopy(name: string, file: string, size: TResize) {
    const cached = join(cacheFolder, file);
    const kept = await readFile(cached).catch(() => null);
    if (kept) {
      return kept;
    }
    const { bytes } = await originalBytes(deps, name);
    let copy: Buffer;
    try {
      copy = await resizeImage(bytes, size, deps.config.IMAGE_MAX_PIXELS);
    } catch {
      throw new AppError(ErrorCode.validation, 'The image cannot be resized');
    }
    await mkdir(cacheFolder, { recursive: true });
    // written beside, then renamed: a reader never sees half a file
    const partial = `${cached}.${randomString(6)}.part`;
    await writeFile(partial, copy);
    await rename(partial, cached);
    return copy;
  }

  app.get<{ Params: { file: string } }>('/img/:file', async (request, reply) => {
    const file = request.params.file.toLowerCase();
    const plain = original.exec(file);
    if (plain) {
      const { image, bytes } = await originalBytes(deps, file);
      return sendImage(request, reply, bytes, image.contentType, `"${image.sha256.slice(0, 32)}"`);
    }
    const match = resized.exec(file);
    if (!match) {
      throw notFound('Image');
    }
    const [, stem = '', w = '', h = '', mode = '', signature = '', ext = ''] = match;
    const extension = ext as TExtension;
    if (
      imageSignature(deps.config.IMAGE_URL_SALT, signedImagePath(stem, `${w}_${h}`, mode, ext)) !== signature
    ) {
      throw new AppError(ErrorCode.roleNotAllowed, 'The image URL signature does not match');
    }
    const width = Number(w);
    const height = Number(h);
    if (
      !plainNumber.test(w) ||
      !plainNumber.test(h) ||
      !edges.includes(width) ||
      !edges.includes(height) ||
      !modes.includes(mode)
    ) {
      throw new AppError(
        ErrorCode.validation,
        `Sizes are ${edges.join(', ')} (0: follow the other side); modes 1 and 2`,
      );
    }
    const name = `${stem}.${extension === 'jpeg' ? 'jpg' : extension}`;
    const image = await findImageByName(deps.db, name);
    if (!image) {
      throw notFound('Image');
    }
    const etag = `"${image.sha256.slice(0, 24)}-${w}-${h}-${mode}-${ext}"`;
    const cached = join(cacheFolder, file);
    const type = `image/${formatOf[extension]}`;
    const kept = await readFile(cached).catch(() => null);
    if (kept) {
      return sendImage(request, reply, kept, type, etag);
    }
    const copy = await queue.run(file, () =>
      buildCopy(name, file, { width, height, mode, format: formatOf[extension] }),
    );
    return sendImage(request, reply, copy, type, etag);
  });
}
