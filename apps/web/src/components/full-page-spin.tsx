import { Flex, Spin, Typography } from 'antd';

export type FullPageSpinProps = { label?: string };

/** Shown while a session or a page's first data loads. */
export function FullPageSpin({ label = 'Loading…' }: FullPageSpinProps) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: '60vh' }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
