import { Modal } from 'antd';
import { useRef } from 'react';
import { LinkBuilder } from './link-builder';
import type { TLinkBuilderMode, TLinkBuilderTarget } from './link-builder-calls';

export type { TLinkBuilderMode, TLinkBuilderTarget } from './link-builder-calls';

export type LinkBuilderModalProps = {
  /** What to build a link for; null keeps the builder closed. */
  target: TLinkBuilderTarget | null;
  mode: TLinkBuilderMode;
  onClose: () => void;
};

const titles = {
  product: 'Get a product link',
  brand: 'Get a brand link',
  associate: 'Get an associate link',
};

/**
 * The link builder (spec 7.10, 7.14): opens on a product or brand, makes its link with the
 * parameters chosen, then hands out the short URL and its QR code. From a card it takes two
 * clicks: "Get link", then "Create link".
 */
export function LinkBuilderModal({ target, mode, onClose }: LinkBuilderModalProps) {
  // The last target stays on screen while the modal closes, rather than an empty box.
  const last = useRef(target);
  if (target) {
    last.current = target;
  }
  const shown = last.current;
  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={shown ? titles[shown.kind] : null}
      footer={null}
      width={560}
      destroyOnHidden
    >
      {shown ? (
        <LinkBuilder key={`${mode}:${JSON.stringify(shown)}`} target={shown} mode={mode} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
