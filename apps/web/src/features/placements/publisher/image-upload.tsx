import { PlusOutlined } from '@ant-design/icons';
import { maxPlacementImages, type TStoredFileView } from '@atlas/shared';
import { App, Upload } from 'antd';
import { useImageUpload, useResizedImageUrl } from '../../../api/images';
import { useUploadList } from '../../../components/use-upload-list';
import { imageFileProblem, storedImageAccept } from '../../../lib/images';

export type ImageUploadProps = {
  value?: TStoredFileView[];
  onChange?: (images: TStoredFileView[]) => void;
  disabled?: boolean;
};

/**
 * The placement's images: each file goes to the image service (spec 7.16) as it is picked, its
 * type and size checked first (the server reads the type from the bytes again), at most six; shown
 * as small resized copies.
 */
export function ImageUpload({ value = [], onChange, disabled }: ImageUploadProps) {
  const { message } = App.useApp();
  const upload = useImageUpload();
  const resized = useResizedImageUrl();
  const list = useUploadList<TStoredFileView>({
    value,
    onChange,
    max: maxPlacementImages,
    maxText: `A placement has at most ${maxPlacementImages} images`,
    idOf: (image) => image.uploadId,
    show: (image) => ({
      uid: image.uploadId,
      name: image.fileName,
      status: 'done',
      url: image.url,
      thumbUrl: resized(image.url, '200_200', '2'),
    }),
    upload: async (file) => {
      const stored = await upload(file);
      return {
        uploadId: stored.name,
        url: stored.url,
        fileName: stored.fileName ?? file.name,
        contentType: file.type || 'image/jpeg',
        sizeBytes: stored.bytes,
      };
    },
  });
  return (
    <Upload
      listType="picture-card"
      accept={storedImageAccept}
      multiple
      beforeUpload={(file) => {
        const problem = imageFileProblem(file);
        if (problem) {
          void message.error(problem);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      disabled={disabled}
      showUploadList={{ showPreviewIcon: false }}
      {...list}
    >
      {list.fileList.length >= maxPlacementImages ? null : (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>Add image</div>
        </button>
      )}
    </Upload>
  );
}
