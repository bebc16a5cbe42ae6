import { ExperimentOutlined } from '@ant-design/icons';
import type { TSiteMode } from '@atlas/shared';
import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useSiteMode } from '../api/site-mode';

/** Where sign-in or money is involved, the built-in stand-ins say what they are (docs/security.md). */
const notes = {
  marketplace: (mode: TSiteMode) =>
    mode.marketplace === 'demo'
      ? 'Demo marketplace: you choose one of its made-up Amazon sellers; no Amazon account is used.'
      : null,
  payments: (mode: TSiteMode) =>
    mode.payments === 'sandbox'
      ? 'Demo payment: PayPal and Payoneer here are built-in sandboxes, so no money moves.'
      : null,
  site: (mode: TSiteMode) =>
    mode.publicDemo
      ? 'A public demo of Affiliate Atlas: its accounts, Amazon sellers and payments are made up.'
      : null,
} as const;

export type DemoNoteProps = { about: keyof typeof notes; style?: CSSProperties };

/** Nothing on a real deployment, or until the site mode is known. */
export function DemoNote({ about, style }: DemoNoteProps) {
  const { data } = useSiteMode();
  const text = data ? notes[about](data) : null;
  return text ? (
    <Typography.Text
      type="secondary"
      role="note"
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 8,
        fontSize: 13,
        lineHeight: '20px',
        ...style,
      }}
      data-testid={`demo-note-${about}`}
    >
      <ExperimentOutlined aria-hidden style={{ marginTop: 4 }} />
      <span>{text}</span>
    </Typography.Text>
  ) : null;
}
