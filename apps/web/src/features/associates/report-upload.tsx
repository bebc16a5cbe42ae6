import { InboxOutlined } from '@ant-design/icons';
import {
  marketplaces,
  maxAssociateReportRows,
  type TAssociateUploadResult,
  type TCountryCode,
  timeZoneLabel,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Select, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { associateReportReads, uploadAssociateReport } from '../../api/associates';
import { useCallMutation } from '../../api/calls';
import { useMarketplace } from '../../components/marketplace/use-marketplace';
import { errorText } from '../../components/server-error';
import { formatNumber } from '../../lib/format';
import { UploadPreview } from './upload-preview';

// What the chooser offers: the report as the marketplace exports it (CSV, TSV, XLSX) and the ZIP
// Associates Central downloads it in. The server tells them apart by their bytes.
const reportFileTypes = [
  '.csv',
  '.tsv',
  '.txt',
  '.xlsx',
  '.zip',
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
  'application/x-zip-compressed',
].join(',');

const marketplaceOptions = marketplaces.map((m) => ({
  value: m.code,
  label: `${m.site} (${m.code} · ${timeZoneLabel(m.code)})`,
}));

/**
 * Upload an earnings report in two steps: the file is read and priced without saving (a dry
 * run) and its preview shown; "Apply" sends the same file again to be applied.
 */
export function ReportUpload() {
  const [marketplace] = useMarketplace();
  const [countryCode, setCountryCode] = useState<TCountryCode>(marketplace);
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({
    mutationFn: (chosen: File) => uploadAssociateReport(chosen, countryCode, true),
  });
  const apply = useCallMutation((chosen: File) => uploadAssociateReport(chosen, countryCode, false), {
    refreshes: associateReportReads,
  });
  const restart = () => {
    setFile(null);
    preview.reset();
    apply.reset();
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    apply.reset();
    preview.mutate(chosen);
  };
  const applied: TAssociateUploadResult | undefined = apply.data;
  const shown = applied ?? preview.data;

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Export the Fee-Earnings report from your associates account for one marketplace (CSV, TSV or XLSX, or
        the ZIP it downloads in, up to {formatNumber(maxAssociateReportRows)} lines) and drop it here as it
        is, in English or as amazon.de and amazon.fr write it. You see every line read and priced before
        anything is saved. A file of days you uploaded before replaces those days; the same file twice counts
        once.
      </Typography.Paragraph>
      <Flex gap={12} wrap align="center">
        <label htmlFor="associate-upload-marketplace">Marketplace of the report</label>
        <Select
          id="associate-upload-marketplace"
          value={countryCode}
          options={marketplaceOptions}
          onChange={(code: TCountryCode) => {
            setCountryCode(code);
            restart();
          }}
          disabled={preview.isPending || apply.isPending}
          style={{ minWidth: 240, maxWidth: '100%' }}
        />
      </Flex>
      {shown ? null : (
        <Spin spinning={preview.isPending} description="Reading every line…">
          <Upload.Dragger
            accept={reportFileTypes}
            multiple={false}
            showUploadList={false}
            disabled={preview.isPending}
            beforeUpload={(chosen) => {
              choose(chosen);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Drop the earnings report here, or click to choose it</p>
            <p className="ant-upload-hint">
              CSV, TSV, XLSX or the ZIP holding one, exactly as the marketplace exports it
            </p>
          </Upload.Dragger>
        </Spin>
      )}
      {preview.error ? <Alert type="error" showIcon role="alert" title={errorText(preview.error)} /> : null}
      {apply.error ? <Alert type="error" showIcon role="alert" title={errorText(apply.error)} /> : null}
      {shown ? (
        <>
          <UploadPreview result={shown} />
          <Flex gap={8} justify="flex-end" wrap>
            <Button onClick={restart} disabled={apply.isPending}>
              {applied ? 'Upload another report' : 'Choose another file'}
            </Button>
            {applied ? null : (
              <Button
                type="primary"
                loading={apply.isPending}
                disabled={!file}
                onClick={() => file && apply.mutate(file)}
              >
                Apply {formatNumber(shown.summary.rowCount)} lines
              </Button>
            )}
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
