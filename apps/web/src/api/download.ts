import { callPath, type TAnyCall, type TCallInput, type TFileAnswer } from '@atlas/shared';
import { applyCatalogue, networkFailure, readEnvelope, type TPortal } from './error-catalogue';
import { callApi, portalOf, send } from './http';
import { buildQueryString, type TQuery } from './query-string';

export type TDownloadOptions = {
  path: string;
  method?: 'GET' | 'POST';
  query?: TQuery;
  body?: unknown;
  fileName?: string;
  portal?: TPortal;
  /** Spec 7.1: exports carry a platform value; it travels in the query string. */
  platform?: string;
  silent?: boolean;
  /** Told the bytes read so far and the whole size when the server sends one (else null). */
  onProgress?: TDownloadProgress;
};

export type TDownloadProgress = (received: number, total: number | null) => void;

/** Spec 9: download decoding chunk size. */
export const downloadChunkBytes = 8192;
// A big export can take a while to start; once the headers arrive the body streams without a limit.
const downloadTimeoutMs = 20_000;
// Some browsers cancel a download whose object URL is revoked at once.
const revokeAfterMs = 10_000;

/** The file name of a Content-Disposition header, preferring RFC 5987 `filename*` over `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) {
    return null;
  }
  const extended = /filename\*\s*=\s*"?([^'";]*)'[^']*'([^";]+)"?/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2]);
    } catch {
      // A malformed escape: fall back to the plain parameter below.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/** Reads a body stream into slices of exactly `size` bytes (the last may be shorter). */
export async function readInChunks(
  stream: ReadableStream<Uint8Array>,
  size: number = downloadChunkBytes,
  onRead?: (received: number) => void,
): Promise<Uint8Array<ArrayBuffer>[]> {
  const reader = stream.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let buffer = new Uint8Array(size);
  let filled = 0;
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    received += value.length;
    onRead?.(received);
    let offset = 0;
    while (offset < value.length) {
      const take = Math.min(size - filled, value.length - offset);
      buffer.set(value.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === size) {
        chunks.push(buffer);
        buffer = new Uint8Array(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) {
    chunks.push(buffer.slice(0, filled));
  }
  return chunks;
}

/** Hands a file made in the page to the browser's downloads, under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

/** EXPORT of spec 7.1: fetches a file and hands it to the browser. Answers the saved file name. */
export async function download(options: TDownloadOptions): Promise<string> {
  const portal = options.portal ?? 'user';
  const method = options.method ?? 'GET';
  const silent = Boolean(options.silent);
  const query = options.platform ? { ...options.query, platform: options.platform } : (options.query ?? {});
  const search = buildQueryString(query);
  const path = search ? `${options.path}?${search}` : options.path;
  const init: RequestInit =
    method === 'POST'
      ? { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(options.body ?? {}) }
      : { method };

  const response = await send(
    portal,
    path,
    init,
    { timeoutMs: downloadTimeoutMs, silent },
    async (answer) => {
      // A refused export answers an envelope instead of a file: same catalogue as any call.
      const isJson = answer.headers.get('Content-Type')?.includes('application/json') ?? false;
      if (!answer.ok || isJson) {
        const envelope = await readEnvelope(answer.clone());
        if (!answer.ok || envelope?.success === false) {
          throw applyCatalogue(portal, answer.status, envelope, silent);
        }
      }
      return answer;
    },
  );

  let chunks: Uint8Array<ArrayBuffer>[];
  // A streamed (chunked) export has no length: the caller shows the bytes without a percentage.
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const onRead = options.onProgress ? (received: number) => options.onProgress?.(received, total) : undefined;
  try {
    chunks = response.body ? await readInChunks(response.body, downloadChunkBytes, onRead) : [];
  } catch (error) {
    throw networkFailure(portal, 'network', silent, error);
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const fileName =
    options.fileName || fileNameFromDisposition(response.headers.get('Content-Disposition')) || 'download';
  saveBlob(new Blob(chunks, { type }), fileName);
  return fileName;
}

/** EXPORT of a call described in `@atlas/shared`: its path, method and prefix come from there. */
export function downloadCall<C extends TAnyCall & { download?: true }>(
  call: C,
  input: TCallInput<C>,
  options: Pick<TDownloadOptions, 'platform' | 'silent' | 'fileName' | 'onProgress'> = {},
): Promise<string> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: TQuery;
    body?: unknown;
  };
  return download({
    ...options,
    path: callPath(call.path, params),
    method: call.method === 'POST' ? 'POST' : 'GET',
    query,
    body,
    portal: portalOf(call),
  });
}

/**
 * A GET that answers its document inside the envelope (`ZFileAnswerSchema`: the invoices, spec
 * 7.1): decodes it and hands it to the browser under the server's file name. Answers that name.
 */
export async function saveFileAnswer<C extends TAnyCall>(call: C, input: TCallInput<C>): Promise<string> {
  const file = (await callApi(call, input, { silent: true })) as TFileAnswer;
  const bytes = Uint8Array.from(atob(file.contentBase64), (char) => char.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: file.contentType }), file.fileName);
  return file.fileName;
}
