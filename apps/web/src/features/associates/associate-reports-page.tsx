import { DownloadOutlined } from '@ant-design/icons';
import { associateReportCalls } from '@atlas/shared';
import { Button, Card, Flex, Tabs } from 'antd';
import { downloadCall } from '../../api/download';
import { useMarketplace } from '../../components/marketplace/use-marketplace';
import { PageHeader } from '../../components/page-header';
import { useFileAction } from '../../components/use-file-action';
import { applyListChange } from '../../lib/use-list-filters';
import { useSearchParams } from '../../lib/use-search-params';
import { AssociateBrandsTab } from './associate-brands-tab';
import { BatchesTab } from './batches-tab';
import { KeyboardScroll } from './keyboard-scroll';
import { ReportRowsTab, type TRowFilters } from './report-rows-tab';
import { ReportUpload } from './report-upload';

const tabs = ['upload', 'batches', 'lines', 'brands'] as const;
type TTab = (typeof tabs)[number];

/**
 * The publisher's Associate reports (spec 2.3): upload an earnings report with a preview, the
 * uploads with their problems, the applied lines, and the brands earned on. Tab and filters are
 * in the URL.
 */
export function AssociateReportsPage() {
  const [marketplace] = useMarketplace();
  const [params, setParams] = useSearchParams();
  const tab: TTab = tabs.find((t) => t === params.get('tab')) ?? 'upload';
  const matched = params.get('matched');
  const filters: TRowFilters = {
    batchId: params.get('batchId') ?? undefined,
    asin: params.get('asin') ?? undefined,
    matched: matched === 'true' || matched === 'false' ? matched : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const change = (next: Record<string, string | number | undefined>) =>
    setParams((previous) => applyListChange(previous, next));
  const files = useFileAction();
  return (
    <>
      <PageHeader
        title="Associate reports"
        subtitle="Your associates earnings reports, the extra associate commission sellers pay on them, and the brands you earn it on."
        extra={
          <Flex gap={8} wrap>
            <Button
              icon={<DownloadOutlined />}
              loading={files.running === 'products'}
              onClick={() =>
                void files.run('products', () =>
                  downloadCall(
                    associateReportCalls.exportAssociateProducts,
                    { query: { countryCode: marketplace } },
                    { platform: 'publisher', silent: true },
                  ),
                )
              }
            >
              Export associate products
            </Button>
          </Flex>
        }
      />
      <KeyboardScroll label="Associate reports table">
        <Card variant="borderless">
          <Tabs
            activeKey={tab}
            onChange={(key) =>
              change({
                tab: key === 'upload' ? undefined : key,
                batchId: undefined,
                asin: undefined,
                matched: undefined,
              })
            }
            destroyOnHidden
            items={[
              { key: 'upload', label: 'Upload', children: <ReportUpload /> },
              {
                key: 'batches',
                label: 'Uploads',
                children: <BatchesTab onShowLines={(batchId) => change({ tab: 'lines', batchId })} />,
              },
              {
                key: 'lines',
                label: 'Lines',
                children: <ReportRowsTab countryCode={marketplace} filters={filters} onChange={change} />,
              },
              { key: 'brands', label: 'Brands', children: <AssociateBrandsTab countryCode={marketplace} /> },
            ]}
          />
        </Card>
      </KeyboardScroll>
    </>
  );
}
