import { imageCalls } from '@atlas/shared';
import { useCallback } from 'react';
import { isStoredImageUrl, resizedImageUrl, type TImageUploadOptions, uploadImage } from '../lib/images';
import { useCall } from './calls';

/** GET common/image-config: the biz and salts of the image service, read once per page. */
export function useImageConfig() {
  return useCall(imageCalls.getImageConfig, {}, { silent: true, staleTime: Number.POSITIVE_INFINITY });
}

/**
 * Resized URLs of image-service images; any other URL (an older `common/upload` file) as it is,
 * and undefined until the config has loaded.
 */
export function useResizedImageUrl() {
  const { data } = useImageConfig();
  return useCallback(
    (url: string, size?: string, mode?: string) => {
      if (!isStoredImageUrl(url)) {
        return url;
      }
      return data ? resizedImageUrl(data.urlSalt, url, size, mode) : undefined;
    },
    [data],
  );
}

/** Uploads through the image service with the loaded config. */
export function useImageUpload() {
  const { data } = useImageConfig();
  return useCallback(
    (file: Blob, options: Omit<TImageUploadOptions, 'config'> = {}) => {
      if (!data) {
        return Promise.reject(new Error('The image service is not ready yet; try again'));
      }
      return uploadImage(file, { ...options, config: data });
    },
    [data],
  );
}
