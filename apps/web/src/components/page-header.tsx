import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

export type PageHeaderProps = { title: string; subtitle?: string; extra?: ReactNode };

/** The title row every portal page starts with. */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <Flex align="flex-start" justify="space-between" gap={16} wrap style={{ marginBottom: 24 }}>
      <div>
        <PageTitle title={title} style={{ margin: 0 }} />
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
