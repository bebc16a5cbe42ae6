import type { TEnvelope, TStoredImage } from '@atlas/shared';
import { uploadSecret } from '../../src/modules/images/images.service';
import type { TTestApp } from './test-app';

// PUT api/storage/v2/file/… as the web client signs it (spec 7.16), for the image service's tests
// and those of what takes its images (placements, messages).

export type TPut = {
  path?: string;
  token?: string;
  ts?: number;
  secret?: string;
  biz?: string;
  type?: string;
  /** The original file name (`fileName` in the query). */
  fileName?: string;
  /** The whole query as it is, instead of one signed from the options. */
  query?: Record<string, string>;
};

/** An upload call of the app `t()`, signed with its configured salt at `ts` (now by default). */
export function putter(t: () => TTestApp) {
  return async (body: Buffer, options: TPut = {}) => {
    const ts = options.ts ?? t().clock.now.getTime();
    const query = options.query ?? {
      biz: options.biz ?? t().config.IMAGE_BIZ,
      ...(options.token === undefined ? {} : { accessToken: options.token }),
      ts: String(ts),
      secret: options.secret ?? uploadSecret(t().config.IMAGE_UPLOAD_SALT, ts),
      ...(options.fileName === undefined ? {} : { fileName: options.fileName }),
    };
    const response = await t().app.inject({
      method: 'PUT',
      url: `/api/storage/v2/file/${options.path ?? 'a.jpg'}`,
      query,
      headers: { 'content-type': options.type ?? 'image/jpeg' },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() as TEnvelope<TStoredImage> };
  };
}
