import { ThunderboltOutlined } from '@ant-design/icons';
import type { TCatalogueDeal } from '@atlas/shared';
import { Flex, List, Tag, Typography } from 'antd';
import { dealExtra, dealOffer, dealPeriod, isDealRunning } from './deal-text';

export type ProductDealsProps = { deals: TCatalogueDeal[]; countryCode: string };

/** The deals running now and those to come, soonest first (as the server sends them). */
export function ProductDeals({ deals, countryCode }: ProductDealsProps) {
  const now = new Date();
  return (
    <section aria-label="Deals">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Deals
      </Typography.Title>
      {deals.length === 0 ? (
        <Typography.Text type="secondary">No deal is running or planned for this product.</Typography.Text>
      ) : (
        <List
          size="small"
          bordered
          dataSource={deals}
          rowKey="id"
          renderItem={(deal) => {
            const running = isDealRunning(deal, now);
            const extra = dealExtra(deal);
            return (
              <List.Item>
                <Flex justify="space-between" align="center" gap={8} wrap style={{ width: '100%' }}>
                  <Flex gap={8} align="center" wrap>
                    <Tag
                      color={running ? 'red' : 'blue'}
                      icon={running ? <ThunderboltOutlined /> : undefined}
                    >
                      {running ? 'Running' : 'Coming'}
                    </Tag>
                    <Typography.Text strong>{dealOffer(deal, countryCode)}</Typography.Text>
                    {extra ? <Typography.Text>{extra}</Typography.Text> : null}
                  </Flex>
                  <Typography.Text type="secondary">{dealPeriod(deal, now)}</Typography.Text>
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
    </section>
  );
}
