import { LinkOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { Suspense, useState } from 'react';
import { lazyScreen } from '../../../components/lazy-screen';
import type { TLinkBuilderMode, TLinkBuilderTarget } from './link-builder-calls';

// The builder (its form, choices and preview) is fetched the first time a "Get link" is pressed,
// not with the catalogue that shows the button (bench/README.md, "What a page downloads").
const LinkBuilderModal = lazyScreen(() => import('./link-builder-modal'), 'LinkBuilderModal');

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
  // once fetched, the builder stays mounted so it closes with its animation
  const [wanted, setWanted] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only keeps clicks from the card behind
    <span
      onClick={(event) => event.stopPropagation()}
      style={{ display: button.block ? 'block' : 'inline-block' }}
    >
      <Button
        icon={<LinkOutlined />}
        {...button}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <LinkBuilderModal target={open ? target : null} mode={mode} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </span>
  );
}
