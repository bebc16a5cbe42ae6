import { uploadCalls } from '@atlas/shared';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import { readUpload, saveUpload, uploadReadLimit } from './uploads.service';

export const uploadRoutes = [
  // POST common/upload: an image or PDF (multipart field `file`); type and size checked
  defineRoute(uploadCalls.uploadFile, {
    preconditions: ['sellerNotice'],
    handler: async ({ deps, actor, request }) =>
      saveUpload(deps, actor, await readUploadedFile(request, { maxBytes: uploadReadLimit })),
  }),
  // GET common/files/{key}: an uploaded file by its unguessable key (shown in <img>, so no header)
  defineRoute(uploadCalls.getFile, {
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
