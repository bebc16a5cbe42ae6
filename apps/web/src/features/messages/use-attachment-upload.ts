import { uploadCalls } from '@atlas/shared';
import { useCallback } from 'react';
import { uploadFile } from '../../api/http';
import { useImageUpload } from '../../api/images';
import { messageCallOptions } from '../../api/messages';
import { isServiceImage } from './attachment-check';

/** What a message sends of an uploaded attachment: its id in `attachments`. */
export type TUploadedAttachment = { id: string };

/**
 * Uploads an account's attachment: an image through the image service (its stored name, kept
 * with the file's own name), any other file (a PDF) through common/upload (its id).
 */
export function useAttachmentUpload(): (file: File) => Promise<TUploadedAttachment> {
  const uploadImage = useImageUpload();
  return useCallback(
    async (file: File) =>
      isServiceImage(file.type)
        ? { id: (await uploadImage(file)).name }
        : uploadFile(uploadCalls.uploadFile, file, messageCallOptions),
    [uploadImage],
  );
}
