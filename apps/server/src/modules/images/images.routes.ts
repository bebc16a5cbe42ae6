import { imageCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { checkUploadQuery, imageClientConfig, uploadImage, uploadImageVersion } from './images.service';

// Spec 7.16. The guard reads the session token from ?accessToken= (api `image`); it and the
// signed query (biz, ts, secret) are checked before the body is read (`beforeBody`). The body is
// the raw image, read by the image/* parser of image-cache.ts within IMAGE_MAX_BYTES.
export const imageRoutes = [
  // PUT api/storage/v2/file/a.jpg
  defineRoute(imageCalls.uploadImage, {
    preconditions: ['sellerNotice'],
    beforeBody: ({ deps, actor, query }) => checkUploadQuery(deps, actor, query),
    handler: async ({ deps, actor, query, request }) => uploadImage(deps, actor, query, request.body),
  }),
  // PUT api/storage/v2/file/{url}
  defineRoute(imageCalls.uploadImageVersion, {
    preconditions: ['sellerNotice'],
    beforeBody: ({ deps, actor, query }) => checkUploadQuery(deps, actor, query),
    handler: async ({ deps, actor, query, params, request }) =>
      uploadImageVersion(deps, actor, query, params.url, request.body),
  }),
  // GET common/image-config
  defineRoute(imageCalls.getImageConfig, {
    handler: async ({ deps }) => imageClientConfig(deps),
  }),
];
