import { PlusOutlined } from '@ant-design/icons';
import { maxPlacementImages, type TStoredFileView } from '@atlas/shared';
import { Upload } from 'antd';
import { uploadPlacementImage } from '../../../api/placements';
import { useUploadList } from '../../../components/use-upload-list';

export type ImageUploadProps = {
  value?: TStoredFileView[];
  onChange?: (images: TStoredFileView[]) => void;
  disabled?: boolean;
};

/**
 * The placement's images: each file goes to `common/upload` as it is picked (the server reads
 * its type from the bytes and refuses what is not an image), at most six.
 */
export function ImageUpload({ value = [], onChange, disabled }: ImageUploadProps) {
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
      thumbUrl: image.url,
    }),
    upload: async (file) => {
      const upload = await uploadPlacementImage(file);
      return {
        uploadId: upload.id,
        url: upload.url,
        fileName: upload.fileName,
        contentType: upload.contentType,
        sizeBytes: upload.sizeBytes,
      };
    },
  });
  return (
    <Upload
      listType="picture-card"
      accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
      multiple
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
