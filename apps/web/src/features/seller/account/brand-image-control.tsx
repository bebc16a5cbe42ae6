import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { brandCalls, type TSellerBrand } from '@atlas/shared';
import { App, Button, Flex, Upload } from 'antd';
import { useCallMutation } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { useImageUpload } from '../../../api/images';
import { BrandImage } from '../../../components/brand-image';
import { errorText } from '../../../components/server-error';
import { imageFileProblem, storedImageAccept } from '../../../lib/images';

export type BrandImageControlProps = { brand: TSellerBrand };

/**
 * A brand's image in the seller's brand list: the picked file goes to the image service (type and
 * size checked here first), then becomes the brand's image; it can be replaced or removed.
 */
export function BrandImageControl({ brand }: BrandImageControlProps) {
  const { message } = App.useApp();
  const upload = useImageUpload();
  const name = brand.brand.amazonBrandName;
  // The image service's URL becomes the brand's image (issue 13); null removes it. Silent: the
  // error is told below.
  const save = useCallMutation(
    async (file: File | null) => {
      const imageUrl = file ? (await upload(file)).url : null;
      return callApi(
        brandCalls.setBrandImage,
        { params: { id: brand.brandId }, body: { imageUrl } },
        { silent: true },
      );
    },
    {
      refreshes: [brandCalls.listAllBrands],
      onSuccess: (_, file) =>
        void message.success(file ? `${name} has a new image` : `${name}'s image removed`),
      onError: (error) => void message.error(errorText(error)),
    },
  );
  const busy = save.isPending;
  return (
    <Flex align="center" gap={8}>
      <BrandImage url={brand.imageUrl} name={name} size={48} copy="100_100" />
      <Upload
        accept={storedImageAccept}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          const problem = imageFileProblem(file);
          if (problem) {
            void message.error(problem);
          } else {
            save.mutate(file);
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <Button
          size="small"
          icon={<UploadOutlined />}
          loading={busy && save.variables !== null}
          aria-label={`${brand.imageUrl ? 'Replace' : 'Upload'} the image of ${name}`}
        >
          {brand.imageUrl ? 'Replace' : 'Upload'}
        </Button>
      </Upload>
      {brand.imageUrl ? (
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          disabled={busy}
          loading={busy && save.variables === null}
          aria-label={`Remove the image of ${name}`}
          onClick={() => save.mutate(null)}
        />
      ) : null}
    </Flex>
  );
}
