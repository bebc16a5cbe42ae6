import { CommentOutlined } from '@ant-design/icons';
import type { TPublisherListItem } from '@atlas/shared';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ListTable } from '../../../components/list-table';
import { formatDate, formatNumber } from '../../../lib/format';
import { associateTags, bankTags, categoryName, reviewTags, taxFormLabels } from './publisher-labels';

export type PublishersTableProps = {
  publishers: TPublisherListItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  empty: ReactNode;
  onPage: (page: number) => void;
  onOpen: (publisher: TPublisherListItem) => void;
};

/** At most three categories by name, then how many more. */
function CategoryTags({ keys }: { keys: string[] }) {
  if (keys.length === 0) {
    return <Typography.Text type="secondary">Not said yet</Typography.Text>;
  }
  return (
    <Flex gap={4} wrap>
      {keys.slice(0, 3).map((key) => (
        <Tag key={key}>{categoryName(key)}</Tag>
      ))}
      {keys.length > 3 ? <Tag>+{keys.length - 3}</Tag> : null}
    </Flex>
  );
}

/** The console's publishers: who, what they promote and where, their papers, and their review. */
export function PublishersTable(props: PublishersTableProps) {
  const columns: ColumnsType<TPublisherListItem> = [
    {
      title: 'Publisher',
      key: 'publisher',
      render: (_, publisher) => (
        <div style={{ minWidth: 0 }}>
          <Button
            type="link"
            onClick={() => props.onOpen(publisher)}
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          >
            {publisher.name}
          </Button>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {publisher.email}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: 'Promotes',
      key: 'categories',
      responsive: ['lg'],
      render: (_, publisher) => <CategoryTags keys={publisher.categories} />,
    },
    {
      title: 'Marketplaces',
      key: 'countries',
      width: 130,
      responsive: ['md'],
      render: (_, publisher) => publisher.promotionCountries.join(' · ') || '--',
    },
    {
      title: 'Audience',
      key: 'audience',
      width: 110,
      align: 'right',
      responsive: ['lg'],
      render: (_, publisher) =>
        publisher.audienceSize === null ? '--' : formatNumber(publisher.audienceSize),
    },
    {
      title: 'Papers',
      key: 'papers',
      width: 200,
      responsive: ['md'],
      render: (_, publisher) => (
        <Flex gap={4} wrap>
          <Tag color={publisher.taxForm ? (publisher.taxPdfUploaded ? 'green' : 'blue') : 'default'}>
            {publisher.taxForm
              ? `${taxFormLabels[publisher.taxForm]}${publisher.taxPdfUploaded ? ' signed' : ', PDF missing'}`
              : 'No tax form'}
          </Tag>
          <Tag color={bankTags[publisher.bank.status].color}>{bankTags[publisher.bank.status].label}</Tag>
        </Flex>
      ),
    },
    {
      title: 'Associate',
      key: 'associate',
      width: 150,
      responsive: ['sm'],
      render: (_, publisher) => (
        <Flex gap={4} wrap>
          <Tag color={associateTags[publisher.associateStatus].color}>
            {associateTags[publisher.associateStatus].label}
          </Tag>
          {publisher.note ? (
            <Tooltip title={publisher.note.text}>
              <Tag icon={<CommentOutlined />}>Note</Tag>
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    {
      title: 'Review',
      key: 'review',
      width: 150,
      render: (_, publisher) => (
        <>
          <Tag color={reviewTags[publisher.review.status].color}>
            {reviewTags[publisher.review.status].label}
          </Tag>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {publisher.accountStatus === 'pending'
              ? 'not activated yet'
              : publisher.review.status === 'pending'
                ? `waiting since ${formatDate(publisher.submittedAt)}`
                : `on ${formatDate(publisher.review.reviewedAt)}`}
          </Typography.Text>
        </>
      ),
    },
  ];
  return (
    <ListTable<TPublisherListItem>
      data-testid="publishers-table"
      rowKey="id"
      columns={columns}
      dataSource={props.publishers}
      loading={props.loading}
      locale={{ emptyText: props.empty }}
      onRow={(publisher) => ({ onDoubleClick: () => props.onOpen(publisher) })}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: props.onPage,
      }}
    />
  );
}
