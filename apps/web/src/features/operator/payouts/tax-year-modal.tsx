import { payoutCalls, ZTaxYearQuerySchema } from '@atlas/shared';
import { Flex, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { downloadCall } from '../../../api/download';
import { ProgressDownloadButton } from '../../../components/progress-download-button';

export type TaxYearModalProps = { open: boolean; onClose: () => void };

const firstYear = 2020;

/**
 * The year's payouts for filing: US publishers' totals for Form 1099-NEC and foreign ones' with
 * their W-8 data, as XLSX. Last year by default: forms are filed after the year is over.
 */
export function TaxYearModal({ open, onClose }: TaxYearModalProps) {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear - 1);
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, i) => thisYear - i).map((y) => ({
    value: y,
    label: String(y),
  }));
  // the contract's own check: the same limits the server applies to `year`
  const query = ZTaxYearQuerySchema.parse({ year });
  return (
    <Modal title="Tax year export" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        US publishers' totals for Form 1099-NEC (W-9 on file) and foreign publishers' totals with their W-8
        data, from the payouts approved in the year.
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <Select<number>
          aria-label="Tax year"
          value={year}
          options={years}
          onChange={setYear}
          style={{ width: 120 }}
        />
        <ProgressDownloadButton
          type="primary"
          label="Download XLSX"
          busyLabel="Downloading"
          download={(onProgress) =>
            downloadCall(payoutCalls.exportPayoutTaxYear, { query }, { silent: true, onProgress })
          }
        />
      </Flex>
    </Modal>
  );
}
