import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DemoNote } from './demo-note';
import { Logo } from './logo';
import { PageTitle } from './page-title';

export type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  caption?: string;
  homeHref?: string;
  footer?: ReactNode;
  width?: number;
  children: ReactNode;
};

/** A centred card on the neutral background: the frame of every sign-in and sign-up screen. */
export function AuthCard({
  title,
  subtitle,
  caption,
  homeHref = '/index',
  footer,
  width = 420,
  children,
}: AuthCardProps) {
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: '48px 16px' }}>
      <div style={{ width: '100%', maxWidth: width }}>
        <Flex justify="center" style={{ marginBottom: 24 }}>
          <Link to={homeHref}>
            <Logo size={32} caption={caption} />
          </Link>
        </Flex>
        <DemoNote about="site" style={{ marginBottom: 16 }} />
        <Card
          variant="borderless"
          styles={{ body: { padding: 32 } }}
          style={{ boxShadow: '0 1px 3px rgba(16, 24, 40, 0.08)' }}
        >
          <PageTitle title={title} style={{ marginTop: 0, marginBottom: subtitle ? 4 : 24 }} />
          {subtitle ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              {subtitle}
            </Typography.Paragraph>
          ) : null}
          {children}
        </Card>
        {footer ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            {footer}
          </Flex>
        ) : null}
      </div>
    </Flex>
  );
}
