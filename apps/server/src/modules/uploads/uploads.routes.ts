import { uploadCalls } from '@atlas/shared';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import { readUpload, refuseLongUpload, saveUpload, uploadReadLimit } from './uploads.service';

export const uploadRoutes = [
  // POST common/upload: an image or PDF (multipart field `file`); type and size checked, images re-encoded
  defineRoute(uploadCalls.uploadFile, {
    preconditions: ['sellerNotice'],
    beforeBody: ({ request }) => refuseLongUpload(request.headers['content-length']),
    handler: async ({ deps, actor, request }) =>
      saveUpload(deps, actor, await readUploadedFile(request, { maxBytes: uploadReadLimit })),
  }),
  // GET common/files/{key}: an uploaded file by its unguessable key (shown in <img>, so no header)
  defineRoute(uploadCalls.getFile, {
    handler: async ({ deps, params, reply }) => {
      const { upload, bytes } = await readUpload(deps, params.key);
      const disposition = upload.kind === 'image' ? 'inline' : 'attachment';
      return (
        reply
          .header('content-type', upload.contentType)
          .header(
            'content-disposition',
            `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
          )
          // what the file is, never sniffed; opened on its own, nothing in it runs
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(bytes)
      );
    },
  }),
];
