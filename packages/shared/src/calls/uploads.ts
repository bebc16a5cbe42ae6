import { z } from 'zod';
import { defineCall } from '../call';
import { ZUploadSchema } from '../seller-account';

const ZFileKeyParamsSchema = z.object({
  key: z.string().regex(/^[a-z0-9]{32}\.[a-z]{3,4}$/, 'Not a file key'),
});

export const uploadCalls = {
  // POST common/upload: an image or PDF (multipart field `file`); type and size checked
  uploadFile: defineCall({
    api: 'user',
    method: 'POST',
    path: 'common/upload',
    roles: ['seller', 'publisher'],
    summary: 'Upload an image (PNG, JPEG, GIF, WebP up to 5 MB) or a PDF (up to 10 MB)',
    response: ZUploadSchema,
    upload: true,
  }),
  // GET common/files/{key}: an uploaded file by its unguessable key (shown in <img>, so no header)
  getFile: defineCall({
    api: 'user',
    method: 'GET',
    path: 'common/files/{key}',
    roles: ['public'],
    summary: 'Read an uploaded file',
    params: ZFileKeyParamsSchema,
    download: true,
  }),
};
