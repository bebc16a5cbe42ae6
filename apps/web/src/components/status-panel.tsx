import { CheckCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export type StatusPanelProps = {
  status?: 'success' | 'warning' | 'info';
  /** In place of the status's icon. */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The ways on: a button or two. */
  extra?: ReactNode;
};

/**
 * A state told in the middle of a page or a dialog: an icon, a title, what it means and the ways
 * on. It looks like Ant Design's Result without its pictures, which weighed 8.5 KB on every
 * portal screen for the three states the shell tells (bench/README.md).
 */
export function StatusPanel({ status = 'info', icon, title, subTitle, extra }: StatusPanelProps) {
  const { token } = theme.useToken();
  const icons = {
    success: <CheckCircleFilled style={{ color: token.colorSuccess }} />,
    warning: <ExclamationCircleFilled style={{ color: token.colorWarning }} />,
    info: <InfoCircleFilled style={{ color: token.colorInfo }} />,
  };
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '32px 24px', textAlign: 'center' }}>
      <span aria-hidden style={{ fontSize: 56, lineHeight: 1, marginBottom: 16 }}>
        {icon ?? icons[status]}
      </span>
      <Typography.Title level={2} style={{ fontSize: 22, margin: 0 }}>
        {title}
      </Typography.Title>
      {subTitle ? (
        <Typography.Text type="secondary" style={{ maxWidth: 560 }}>
          {subTitle}
        </Typography.Text>
      ) : null}
      {extra ? (
        <Flex gap={8} wrap justify="center" style={{ marginTop: 16 }}>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
