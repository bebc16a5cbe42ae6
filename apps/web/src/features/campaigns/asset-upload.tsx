import { UploadOutlined } from '@ant-design/icons';
import { maxCampaignAssets, uploadCalls, uploadTypes } from '@atlas/shared';
import { Button, Upload } from 'antd';
import { campaignCallOptions } from '../../api/campaigns';
import { uploadFile } from '../../api/http';
import { useUploadList } from '../../components/use-upload-list';
import type { TAssetView } from './apply-form';

/** What the picker offers: the types `common/upload` takes (the server reads the real one from the bytes). */
const assetAccept = Object.keys(uploadTypes).join(',');

export type AssetUploadProps = {
  value?: TAssetView[];
  onChange?: (assets: TAssetView[]) => void;
  disabled?: boolean;
  id?: string;
};

/**
 * Files for the publisher (artwork, a brief): each goes to `common/upload` as it is picked; the
 * server reads its type from the bytes and takes images and PDFs only, at most ten.
 */
export function AssetUpload({ value = [], onChange, disabled, id }: AssetUploadProps) {
  const list = useUploadList<TAssetView>({
    value,
    onChange,
    idOf: (a) => a.uploadId,
    show: (a) => ({ uid: a.uploadId, name: a.fileName, status: 'done' }),
    upload: async (file) => {
      const upload = await uploadFile(uploadCalls.uploadFile, file, campaignCallOptions);
      return { uploadId: upload.id, fileName: upload.fileName };
    },
    max: maxCampaignAssets,
    maxText: `Attach at most ${maxCampaignAssets} files`,
  });
  const full = list.fileList.length >= maxCampaignAssets;
  return (
    <Upload accept={assetAccept} multiple disabled={disabled} {...list}>
      <Button id={id} icon={<UploadOutlined />} disabled={disabled || full}>
        Attach images or PDFs
      </Button>
    </Upload>
  );
}
