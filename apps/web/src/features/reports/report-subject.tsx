import { displayDay } from '@atlas/shared';
import { Button, Flex, Typography } from 'antd';
import type { TReportRow, TReportTab } from '../../api/reports';
import { ProductImage } from '../publisher/catalogue/product-image';

// What a row is about, as its first cell shows it: the day, brand, product, publisher or
// tracking id. A row one can drill into or open names itself as a link (keyboard reachable).

export const subjectTitles: Record<TReportTab, string> = {
  performance: 'Day',
  brand: 'Brand',
  product: 'Product',
  publisher: 'Publisher',
  'tracking-id': 'Tracking id',
};

/** The row's name in words (for the first cell, the chips and the links' accessible names). */
export function subjectName(row: TReportRow): string {
  if ('day' in row) {
    return displayDay(row.day);
  }
  if ('asin' in row) {
    return row.title ?? (row.asin ? row.asin : `Brand links of ${row.brandName}`);
  }
  if ('brandName' in row) {
    return row.brandName || 'No brand';
  }
  if ('publisherName' in row) {
    return row.publisherName;
  }
  return row.trackingIdName ?? 'No tracking id';
}

/** The row's stable key: its dimension's id. */
export function rowKeyOf(row: TReportRow): string {
  if ('day' in row) {
    return row.day;
  }
  if ('asin' in row) {
    return `asin:${row.asin}`;
  }
  if ('brandName' in row) {
    return `brand:${row.brandId ?? ''}:${row.brandName}`;
  }
  return 'publisherId' in row ? row.publisherId : row.trackingId;
}

export type ReportSubjectProps = { row: TReportRow; action?: { label: string; run: () => void } };

export function ReportSubject({ row, action }: ReportSubjectProps) {
  const name = subjectName(row);
  const title = action ? (
    <Button
      type="link"
      onClick={(event) => {
        event.stopPropagation();
        action.run();
      }}
      title={action.label}
      style={{ padding: 0, height: 'auto', maxWidth: '100%' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
    </Button>
  ) : (
    <Typography.Text>{name}</Typography.Text>
  );
  if (!('asin' in row)) {
    return title;
  }
  return (
    <Flex gap={12} align="center" style={{ maxWidth: 320 }}>
      <ProductImage src={row.imageUrl} size={40} style={{ flex: 'none' }} />
      <div style={{ minWidth: 0 }}>
        <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[row.asin, row.brandName].filter(Boolean).join(' · ')}
        </Typography.Text>
      </div>
    </Flex>
  );
}
