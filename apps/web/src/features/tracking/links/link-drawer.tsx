import { type TTrackingLink, trackingCalls } from '@atlas/shared';
import { Descriptions, Drawer, Flex, Grid, Skeleton, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { ShortLinkPanel } from '../link-builder/short-link-panel';
import { quiet } from '../tracking-quiet';
import { ClickDays } from './click-days';
import { UncountedClicks } from './uncounted-clicks';

export type LinkDrawerProps = { link: TTrackingLink | null; onClose: () => void };

function LinkFacts({ link }: { link: TTrackingLink }) {
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Marketplace">{link.countryCode}</Descriptions.Item>
      <Descriptions.Item label="Tracking id">{link.trackingId?.name ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="Source">{link.source?.name ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="Sub-id">{link.subId ?? '--'}</Descriptions.Item>
      {link.associateTag ? (
        <Descriptions.Item label="Associates tag">{link.associateTag}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label="Lands on">
        <Typography.Text style={{ wordBreak: 'break-all' }}>{link.destinationUrl}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="Earning">
        {link.earning ? (
          <Tag color="green">Earns commission</Tag>
        ) : (
          <Tag color="orange">Earns nothing now</Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Clicks">{formatNumber(link.clicks)}</Descriptions.Item>
      <Descriptions.Item label="Last click">{formatDateTime(link.lastClickAt)}</Descriptions.Item>
      <Descriptions.Item label="Created">{formatDate(link.createdAt)}</Descriptions.Item>
    </Descriptions>
  );
}

/** The clicks of a product or brand link by day and by sub-id (associate links have no such call). */
function LinkClicks({ link }: { link: TTrackingLink }) {
  const call = link.linkType === 'brand' ? trackingCalls.getBrandLink : trackingCalls.getProductLink;
  const detail = useCall(call, { params: { trackLinkId: link.trackLinkId } }, quiet);
  if (detail.error) {
    return <LoadFailed what="its clicks" error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) {
    return <Skeleton active paragraph={{ rows: 3 }} />;
  }
  return (
    <Flex vertical gap={24}>
      <Flex vertical gap={8}>
        <ClickDays daily={detail.data.daily} />
        <UncountedClicks filtered={detail.data.filtered} days={detail.data.daily.length} />
      </Flex>
      <ListTable
        size="small"
        rowKey="subId"
        dataSource={detail.data.subIds}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText:
            'No sub-id seen yet: add ?sub=… to the short link to tell apart where a click came from.',
        }}
        columns={[
          { title: 'Sub-id', dataIndex: 'subId' },
          { title: 'Clicks', key: 'clicks', align: 'right', render: (_, s) => formatNumber(s.clicks) },
          { title: 'Last click', key: 'lastDay', render: (_, s) => formatDate(s.lastDay) },
        ]}
      />
    </Flex>
  );
}

/** One link: its short URL to copy or print, what it carries, and its clicks. */
export function LinkDrawer({ link, onClose }: LinkDrawerProps) {
  const wide = Grid.useBreakpoint().md ?? true;
  // The last link stays on screen while the drawer closes.
  const last = useRef(link);
  if (link) {
    last.current = link;
  }
  const shown = last.current;
  return (
    <Drawer
      open={link !== null}
      onClose={onClose}
      size={wide ? 560 : '100%'}
      title={shown?.title}
      destroyOnHidden
    >
      {shown ? (
        <Flex vertical gap={24}>
          <ShortLinkPanel shortUrl={shown.shortUrl} code={shown.code} />
          <LinkFacts link={shown} />
          {shown.linkType === 'associate' ? null : <LinkClicks link={shown} />}
        </Flex>
      ) : null}
    </Drawer>
  );
}
