import { defineCall } from '../call';
import {
  ZImageClientConfigSchema,
  ZImageUploadQuerySchema,
  ZImageVersionParamsSchema,
  ZStoredImageSchema,
} from '../images';

// Spec 7.16: the image storage client. Its own API kind (`image`, under `/`): the caller's session
// token travels in the query (accessToken) with a signed ts, not in a header; the body is the raw
// image. Publishers use it too (placement images, message attachments).
const uploaders = ['seller', 'publisher'] as const;
const put = { api: 'image', method: 'PUT', roles: uploaders, query: ZImageUploadQuerySchema } as const;

export const imageCalls = {
  // PUT api/storage/v2/file/a.jpg
  uploadImage: defineCall({
    ...put,
    path: 'api/storage/v2/file/a.jpg',
    summary:
      'Store a new image (raw JPEG, PNG, WebP or GIF body); the same bytes again answer the stored name',
    response: ZStoredImageSchema,
  }),
  // PUT api/storage/v2/file/{url}
  uploadImageVersion: defineCall({
    ...put,
    path: 'api/storage/v2/file/{url}',
    summary: 'Store a new version of one of my images, named by its name or full URL (a new name answers)',
    params: ZImageVersionParamsSchema,
    response: ZStoredImageSchema,
  }),
  // GET common/image-config (ours): what the web client's image helper needs
  getImageConfig: defineCall({
    api: 'user',
    method: 'GET',
    path: 'common/image-config',
    roles: ['public'],
    summary: "The image service's biz and the salts of its upload secret and resized-URL signature",
    response: ZImageClientConfigSchema,
  }),
};
