import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type TTrafficSource, trackingCalls } from '@atlas/shared';
import { App, Button, Empty, Flex, Popconfirm, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactElement, useState } from 'react';
import { useCall, useCallMutation } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { errorText } from '../../../components/server-error';
import { formatNumber } from '../../../lib/format';
import { quiet } from '../tracking-quiet';
import { SourceFormModal } from './source-form-modal';
import { SourceKind } from './source-kinds';

/**
 * The publisher's traffic sources (spec 2.3 "Traffic sources"): where its audience is, chosen on
 * a link to tell its clicks apart. Archived, never deleted: links that carry one keep it.
 */
export function TrafficSourcesTab(): ReactElement {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ source: TTrafficSource | null } | null>(null);
  const sources = useCall(trackingCalls.listSources, {}, quiet);
  const archive = useCallMutation(
    (s: TTrafficSource) => {
      const { id, kind, name } = s;
      const body = {
        id,
        kind,
        name,
        url: s.url ?? undefined,
        audienceSize: s.audienceSize ?? undefined,
        archived: true,
      };
      return callApi(trackingCalls.saveSource, { body }, quiet);
    },
    {
      refreshes: [trackingCalls.listSources],
      onSuccess: (_, s) => void message.success(`${s.name} archived: links made with it keep it`),
      onError: (error) => void message.error(errorText(error)),
    },
  );

  const columns: ColumnsType<TTrafficSource> = [
    { title: 'Kind', dataIndex: 'kind', render: (_, s) => <SourceKind kind={s.kind} /> },
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: 'Address',
      dataIndex: 'url',
      ellipsis: true,
      render: (url: string | null) =>
        url ? (
          <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </Typography.Link>
        ) : (
          '--'
        ),
    },
    {
      title: 'Audience',
      dataIndex: 'audienceSize',
      align: 'right',
      render: (size: number | null) => formatNumber(size),
    },
    {
      key: 'actions',
      width: 104,
      render: (_, s) => (
        <Flex gap={4} justify="flex-end">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit ${s.name}`}
            onClick={() => setEditing({ source: s })}
          />
          <Popconfirm
            title={`Archive ${s.name}?`}
            description="It leaves your sources and the link builder; links made with it keep it and keep counting clicks."
            okText="Archive"
            okButtonProps={{ danger: true }}
            onConfirm={() => archive.mutate(s)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={archive.isPending && archive.variables?.id === s.id}
              aria-label={`Archive ${s.name}`}
            />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ source: null })}>
      Add source
    </Button>
  );
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          Your websites, channels and lists. Choose one when you get a link to see which brings the clicks.
        </Typography.Text>
        {add}
      </Flex>
      {sources.error ? (
        <LoadFailed
          what="your traffic sources"
          error={sources.error}
          onRetry={() => void sources.refetch()}
        />
      ) : (
        <ListTable<TTrafficSource>
          rowKey="id"
          columns={columns}
          dataSource={sources.data ?? []}
          loading={sources.isFetching}
          scroll={{ x: 720 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No traffic sources yet. Add your website, YouTube channel, newsletter… to tell their clicks apart."
              >
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ source: null })}>
                  Add your first source
                </Button>
              </Empty>
            ),
          }}
        />
      )}
      <SourceFormModal
        open={editing !== null}
        source={editing?.source ?? null}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
