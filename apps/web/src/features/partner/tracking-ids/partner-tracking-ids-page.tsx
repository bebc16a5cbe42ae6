import { PlusOutlined } from '@ant-design/icons';
import { cooperateCalls } from '@atlas/shared';
import { Button, Card, Empty, Flex, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useCall, useRefresh } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { useSearchParams } from '../../../lib/use-search-params';
import { CreateTrackingIdModal } from '../../tracking/tracking-ids/create-tracking-id-modal';
import { TrackingIdsTable } from '../../tracking/tracking-ids/tracking-ids-table';
import { quiet } from '../../tracking/tracking-quiet';

/**
 * The partner's Tracking ids (spec 2.3 Partner, 7.14): each made under a cooperation name (the
 * publisher the partner brings), listed for one cooperation when it is named (`?cooperationName=`).
 */
export function PartnerTrackingIdsPage() {
  const refresh = useRefresh();
  const [searchParams, setSearchParams] = useSearchParams();
  const cooperationName = searchParams.get('cooperationName')?.trim() ?? '';
  const [typed, setTyped] = useState(cooperationName);
  useEffect(() => setTyped(cooperationName), [cooperationName]);
  const [creating, setCreating] = useState(false);
  const trackingIds = useCall(
    cooperateCalls.listCooperateTrackingIds,
    { query: { cooperationName: cooperationName || undefined } },
    quiet,
  );
  const filter = (name: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (name.trim()) {
        next.set('cooperationName', name.trim());
      } else {
        next.delete('cooperationName');
      }
      return next;
    });

  return (
    <>
      <PageHeader
        title="Tracking ids"
        subtitle="A tracking id per cooperation: links made with it count their clicks and commissions for the publisher you bring."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            New tracking id
          </Button>
        }
      />
      <Card variant="borderless">
        <Flex style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder="Cooperation name"
            aria-label="Filter by cooperation"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={filter}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        {trackingIds.error ? (
          <LoadFailed
            what="your tracking ids"
            error={trackingIds.error}
            onRetry={() => void trackingIds.refetch()}
          />
        ) : (
          <TrackingIdsTable
            trackingIds={trackingIds.data ?? []}
            loading={trackingIds.isFetching}
            showCooperation
            empty={
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  cooperationName
                    ? `No tracking id for the cooperation ${cooperationName}.`
                    : 'No tracking ids yet. Create one for each publisher you bring, then get links with it from the Catalogue.'
                }
              >
                {cooperationName ? (
                  <Button onClick={() => filter('')}>Show every cooperation</Button>
                ) : (
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                    Create your first tracking id
                  </Button>
                )}
              </Empty>
            }
          />
        )}
      </Card>
      <CreateTrackingIdModal
        open={creating}
        withCooperation
        create={async ({ name, cooperationName: cooperation = '' }) => {
          const created = await callApi(
            cooperateCalls.createCooperateTrackingId,
            { query: { cooperationName: cooperation }, body: { name } },
            quiet,
          );
          void refresh(cooperateCalls.listCooperateTrackingIds);
          return created;
        }}
        onClose={() => setCreating(false)}
      />
    </>
  );
}
