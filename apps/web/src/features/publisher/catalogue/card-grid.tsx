import { Button, Card, Empty, Flex, Grid, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';

export type CardGridProps<T> = {
  items: T[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  /** The first page is on its way: skeleton cards stand in. */
  loading: boolean;
  /** Another page is on its way: the cards shown dim until it arrives. */
  fetching: boolean;
  noun: string;
  minCardWidth?: number;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  onPage: (page: number) => void;
};

/** Cards in as many columns as fit (two on a phone), paged on the server. */
export function CardGrid<T>(props: CardGridProps<T>) {
  const phone = !(Grid.useBreakpoint().sm ?? true);
  const minWidth = phone ? 150 : (props.minCardWidth ?? 190);
  const grid = {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
    gap: phone ? 12 : 16,
  } as const;

  if (props.loading) {
    return (
      <div style={grid} role="status" aria-busy="true" aria-label={`Loading ${props.noun}`}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Card key={i} size="small">
            <Skeleton.Node active style={{ width: '100%', height: 140 }} />
            <Skeleton active title={false} paragraph={{ rows: 3 }} style={{ marginTop: 12 }} />
          </Card>
        ))}
      </div>
    );
  }
  if (!props.items?.length && props.total > 0) {
    // A link to a page the list no longer reaches (it shrank since): say so, offer the first.
    return (
      <Card variant="borderless">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`Page ${props.page} is past the last one.`}>
          <Button onClick={() => props.onPage(1)}>Back to the first page</Button>
        </Empty>
      </Card>
    );
  }
  if (!props.items?.length) {
    return <>{props.empty}</>;
  }
  return (
    <Flex vertical gap={20}>
      <div style={{ ...grid, opacity: props.fetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        {props.items.map((item) => (
          <div key={props.keyOf(item)}>{props.renderItem(item)}</div>
        ))}
      </div>
      <Pagination
        align="center"
        current={props.page}
        pageSize={props.pageSize}
        total={props.total}
        showSizeChanger={false}
        hideOnSinglePage
        simple={phone}
        showTotal={phone ? undefined : (total) => `${formatNumber(total)} ${props.noun}`}
        onChange={props.onPage}
      />
    </Flex>
  );
}
