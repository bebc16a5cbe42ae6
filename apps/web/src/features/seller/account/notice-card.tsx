import { CheckCircleFilled } from '@ant-design/icons';
import { sellerNotice } from '@atlas/shared';
import { Button, Card, Descriptions, Modal, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { NoticeText } from '../notice/notice-text';
import { useSellerSettings } from '../notice/use-seller-settings';

/** The seller notice the account agreed to, and its text to read again. */
export function NoticeCard() {
  const { data } = useSellerSettings();
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="Seller notice"
      extra={<Button onClick={() => setOpen(true)}>Read the notice</Button>}
      data-testid="notice-card"
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small" colon={false} layout="vertical">
        <Descriptions.Item label="Status">
          {data?.notice.agreed ? (
            <Tag color="green" icon={<CheckCircleFilled />}>
              Agreed
            </Tag>
          ) : (
            <Tag color="orange">Not agreed</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Version">
          {data?.notice.agreedVersion ?? sellerNotice.version}
        </Descriptions.Item>
        <Descriptions.Item label="Agreed on">{formatDate(data?.notice.agreedAt)}</Descriptions.Item>
      </Descriptions>
      <Modal
        open={open}
        title={`${sellerNotice.title} · version ${sellerNotice.version}`}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
        width={680}
      >
        <NoticeText />
      </Modal>
    </Card>
  );
}
