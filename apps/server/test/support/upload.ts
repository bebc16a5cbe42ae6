import { apiPrefix, type TEnvelope, userAuthHeader } from '@atlas/shared';
import type { TTestApp } from './test-app';

export type TUpload = {
  path: string;
  token?: string;
  fileName?: string;
  bytes: string | Uint8Array;
  contentType?: string;
  /** The multipart field; `file` unless a test sends the wrong one. */
  field?: string;
};

/** A multipart/form-data upload of one file, the way the browser's FormData sends it. */
export function multipartBody(upload: Omit<TUpload, 'path' | 'token'>) {
  const boundary = `----atlas${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field ?? 'file'}"; filename="${upload.fileName ?? 'upload.csv'}"\r\nContent-Type: ${upload.contentType ?? 'text/csv'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const bytes = typeof upload.bytes === 'string' ? Buffer.from(upload.bytes) : Buffer.from(upload.bytes);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a file to the user API and answers status and envelope, like `call`. */
export async function uploadFile<T = unknown>(t: TTestApp, upload: TUpload) {
  const { payload, contentType } = multipartBody(upload);
  const response = await t.app.inject({
    method: 'POST',
    url: apiPrefix + upload.path,
    headers: {
      'content-type': contentType,
      ...(upload.token ? { [userAuthHeader]: `Bearer ${upload.token}` } : {}),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() as TEnvelope<T> };
}
