import { isStoredImageName, type TUploadKind } from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import type { TStoredFile } from '../../db/schema';
import type { TDeps } from '../../platform/deps';
import { ownUploadsInOrder, storedFileOf } from '../uploads/uploads.service';
import { ownImagesAsFiles } from './images.service';

// The one bridge from ids a body sends to the files a placement or a message keeps: names of
// images stored in the image service (issue 13) beside `common/upload` ids, each looked up
// once among its owner's own, answered in the order given.

/** A file found, with its kind and where it was stored. */
export type TOwnFile = { file: TStoredFile; kind: TUploadKind; through: 'image-service' | 'upload' };

/**
 * Whose files may be taken: `images`' stored images (null: none, every id is an upload id) and
 * `uploads`' `common/upload` files.
 */
export type TFileOwners = { images: string | null; uploads: string };

/** The files `ids` in the order given; undefined where one is not found among its owner's. */
export async function ownFilesInOrder(
  deps: Pick<TDeps, 'config'>,
  db: TQueryable,
  owners: TFileOwners,
  ids: string[],
): Promise<(TOwnFile | undefined)[]> {
  const names = owners.images === null ? [] : ids.filter(isStoredImageName);
  const images = await ownImagesAsFiles(deps, db, owners.images ?? '', names);
  const imageByName = new Map(names.map((name, i) => [name, images[i]]));
  const uploadIds = ids.filter((id) => !imageByName.has(id));
  const uploads = await ownUploadsInOrder(db, owners.uploads, uploadIds);
  const uploadById = new Map(uploadIds.map((id, i) => [id, uploads[i]]));
  return ids.map((id): TOwnFile | undefined => {
    if (imageByName.has(id)) {
      const image = imageByName.get(id);
      return image && { file: image, kind: 'image', through: 'image-service' };
    }
    const upload = uploadById.get(id);
    return upload && { file: storedFileOf(upload), kind: upload.kind, through: 'upload' };
  });
}
