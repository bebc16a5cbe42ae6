import { productName } from '@atlas/shared';
import { Flex, Typography } from 'antd';
import { accentColor } from '../theme';

export type LogoMarkProps = { size?: number };

/** A globe with a compass needle: links that find their way across marketplaces. */
export function LogoMark({ size = 28 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={accentColor} />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2" />
      <path
        d="M7 16h18M16 7c-3.5 3-3.5 15 0 18M16 7c3.5 3 3.5 15 0 18"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        opacity="0.85"
      />
      <path d="M19.5 12.5 13 15l-2 5.5 6.5-2.5z" fill="#ffd166" />
    </svg>
  );
}

export type LogoProps = { size?: number; caption?: string };

/** The mark with the product name, and an optional caption such as "Operator console". */
export function Logo({ size = 28, caption }: LogoProps) {
  return (
    <Flex align="center" gap={10}>
      <LogoMark size={size} />
      <Flex vertical gap={0}>
        <Typography.Text strong style={{ fontSize: size * 0.6, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
          {productName}
        </Typography.Text>
        {caption ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, lineHeight: 1.3 }}>
            {caption}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
