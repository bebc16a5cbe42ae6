import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { downloadCall } from '../../api/download';
import { formatNumber } from '../../lib/format';
import { useFileAction } from '../use-file-action';
import { type TVariationSource, VariationsTable } from './variations-table';

export type VariationsSectionProps = {
  product: { id: string; variationCount: number; variationThemes: string[] };
  source: TVariationSource;
};

/** A product drawer's variations: how many and by what, the paged table and its CSV export. */
export function VariationsSection({ product, source }: VariationsSectionProps) {
  const files = useFileAction();
  const { id, variationCount, variationThemes } = product;
  return (
    <section aria-label="Variations">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Variations
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8 }}>
            {formatNumber(variationCount)}
            {variationThemes.length > 0 ? ` · by ${variationThemes.join(', ')}` : ''}
          </Typography.Text>
        </Typography.Title>
        {variationCount > 0 ? (
          <Button
            icon={<DownloadOutlined />}
            loading={files.running === 'variations'}
            onClick={() =>
              void files.run('variations', () =>
                downloadCall(source.exportFile, { params: { id } }, { silent: true }),
              )
            }
          >
            Export variations
          </Button>
        ) : null}
      </Flex>
      {variationCount > 0 ? (
        <VariationsTable productId={id} total={variationCount} source={source} />
      ) : (
        <Typography.Text type="secondary">This product has no variations.</Typography.Text>
      )}
    </section>
  );
}
