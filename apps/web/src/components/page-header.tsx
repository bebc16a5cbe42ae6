import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export type PageHeaderProps = { title: string; subtitle?: string; extra?: ReactNode };

/** The title row every portal page starts with. */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <Flex align="flex-start" justify="space-between" gap={16} wrap style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {subtitle}
          </Typography.Text>
        ) : null}
      </div>
      {extra}
    </Flex>
  );
}
