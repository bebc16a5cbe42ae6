import { ZUploadSchema } from '@atlas/shared';
import { z } from 'zod';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import { readUpload, saveUpload, uploadReadLimit } from './uploads.service';

const ZFileKeyParamsSchema = z.object({
  key: z.string().regex(/^[a-z0-9]{32}\.[a-z]{3,4}$/, 'Not a file key'),
});

export const uploadRoutes = [
  // POST common/upload: an image or PDF (multipart field `file`); type and size checked
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'common/upload',
    roles: ['seller'],
    summary: 'Upload an image (PNG, JPEG, GIF, WebP, BMP up to 5 MB) or a PDF (up to 10 MB)',
    response: ZUploadSchema,
    handler: async ({ deps, actor, request }) =>
      saveUpload(deps, actor, await readUploadedFile(request, { maxBytes: uploadReadLimit })),
  }),
  // GET common/files/{key}: an uploaded file by its unguessable key (shown in <img>, so no header)
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'common/files/{key}',
    roles: ['public'],
    summary: 'Read an uploaded file',
    params: ZFileKeyParamsSchema,
    download: true,
    handler: async ({ deps, params, reply }) => {
      const { upload, bytes } = await readUpload(deps, params.key);
      const disposition = upload.kind === 'image' ? 'inline' : 'attachment';
      return reply
        .header('content-type', upload.contentType)
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
        )
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(bytes);
    },
  }),
];
