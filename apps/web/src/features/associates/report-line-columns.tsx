import type { TAssociateReportLine, TAssociateUnmatchedReason } from '@atlas/shared';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, formatMoney, formatNumber, formatPercentFromBasisPoints } from '../../lib/format';

/** Why a line earns nothing, in the publisher's words. */
export const unmatchedReasonText: Record<TAssociateUnmatchedReason, string> = {
  unknown_asin: 'No seller on Affiliate Atlas sells this ASIN in this marketplace',
  no_associate_commission: 'The brand has no associate commission',
};

/** The columns of a report line, shared by the upload preview and the applied lines. */
export function reportLineColumns<T extends TAssociateReportLine>(): ColumnsType<T> {
  return [
    { title: 'Line', dataIndex: 'lineNo', width: 70 },
    { title: 'Date', dataIndex: 'day', width: 110, render: (day: string) => formatDate(day) },
    {
      title: 'Product',
      key: 'product',
      render: (_, line) => (
        <div style={{ minWidth: 180 }}>
          <Typography.Text>{line.title || '--'}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{line.asin}</Typography.Text>
        </div>
      ),
    },
    { title: 'Brand', dataIndex: 'brandName', render: (name: string | null) => name ?? '--' },
    { title: 'Shipped', dataIndex: 'itemsShipped', align: 'right', render: (n: number) => formatNumber(n) },
    { title: 'Returns', dataIndex: 'itemsReturned', align: 'right', render: (n: number) => formatNumber(n) },
    {
      title: 'Revenue',
      dataIndex: 'revenueMinor',
      align: 'right',
      render: (minor: number, line) => formatMoney(minor, line.countryCode),
    },
    {
      title: 'Rate',
      dataIndex: 'commissionBp',
      align: 'right',
      render: (bp: number | null) => formatPercentFromBasisPoints(bp),
    },
    {
      title: 'Commission',
      dataIndex: 'commissionMinor',
      align: 'right',
      render: (minor: number, line) => formatMoney(minor, line.countryCode),
    },
    {
      title: 'Matched',
      key: 'matched',
      render: (_, line) =>
        line.unmatchedReason ? (
          <Tag color="orange" title={unmatchedReasonText[line.unmatchedReason]}>
            {unmatchedReasonText[line.unmatchedReason]}
          </Tag>
        ) : (
          <Tag color="green">Matched</Tag>
        ),
    },
  ];
}
