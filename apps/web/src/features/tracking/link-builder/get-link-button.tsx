import { LinkOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import type { TLinkBuilderMode, TLinkBuilderTarget } from './link-builder-calls';
import { LinkBuilderModal } from './link-builder-modal';

export type GetLinkButtonProps = {
  target: TLinkBuilderTarget;
  mode?: TLinkBuilderMode;
  label?: string;
} & Pick<ButtonProps, 'size' | 'type' | 'block'>;

/**
 * "Get link" on a card or a drawer: opens the link builder on its product or brand. Clicks in
 * the button and the builder stay here, so a clickable card around it does not open too.
 */
export function GetLinkButton({
  target,
  mode = 'publisher',
  label = 'Get link',
  ...button
}: GetLinkButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only keeps clicks from the card behind
    <span
      onClick={(event) => event.stopPropagation()}
      style={{ display: button.block ? 'block' : 'inline-block' }}
    >
      <Button icon={<LinkOutlined />} {...button} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <LinkBuilderModal target={open ? target : null} mode={mode} onClose={() => setOpen(false)} />
    </span>
  );
}
