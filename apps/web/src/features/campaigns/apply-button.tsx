import { SendOutlined } from '@ant-design/icons';
import type { TSellerPlacement } from '@atlas/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { ApplyModal } from './apply-modal';

/** "Apply" beside an online placement the seller reads, opening the application form. */
export function ApplyButton({ placement }: { placement: TSellerPlacement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="primary"
        icon={<SendOutlined />}
        onClick={() => setOpen(true)}
        disabled={placement.prices.length === 0}
      >
        Apply
      </Button>
      <ApplyModal placement={placement} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
