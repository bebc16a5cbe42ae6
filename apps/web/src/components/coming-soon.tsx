import { Card, Empty, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export type ComingSoonProps = { description: string; icon?: ReactNode };

/**
 * The honest state of an area that is not built yet: what will be here, with no fake data and
 * no button that does nothing.
 */
export function ComingSoon({ description, icon }: ComingSoonProps) {
  const { token } = theme.useToken();
  return (
    <Card variant="borderless">
      <Empty
        image={
          icon ? (
            <span style={{ fontSize: 48, color: token.colorPrimary, opacity: 0.55 }}>{icon}</span>
          ) : undefined
        }
        styles={{ image: { height: 'auto', marginBlock: 32 } }}
        description={
          <div style={{ maxWidth: 520, margin: '0 auto', paddingBottom: 24 }}>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              Coming soon
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {description}
            </Typography.Paragraph>
          </div>
        }
      />
    </Card>
  );
}
