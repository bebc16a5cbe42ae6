import { CopyOutlined } from '@ant-design/icons';
import type { TCampaignDetail } from '@atlas/shared';
import { App, Button, Flex, List, Typography } from 'antd';
import { copyText } from '../../lib/clipboard';

/** The campaign's products, each with its short tracking link and Copy once links are made. */
export function CampaignProducts({ campaign }: { campaign: TCampaignDetail }) {
  const { message } = App.useApp();
  const copy = (text: string) =>
    void copyText(text, { toast: (m) => void message.success(m), log: (...args) => console.warn(...args) });
  return (
    <List
      size="small"
      bordered
      dataSource={campaign.products}
      renderItem={(p) => (
        <List.Item>
          <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
            <Typography.Text ellipsis={{ tooltip: p.title }}>{p.title}</Typography.Text>
            <Flex gap={8} align="center" wrap>
              <Typography.Text type="secondary">{p.asin}</Typography.Text>
              {p.link ? (
                <>
                  <Typography.Link
                    href={p.link.shortUrl}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Link of ${p.asin}`}
                  >
                    {p.link.shortUrl}
                  </Typography.Link>
                  <Button
                    size="small"
                    icon={<CopyOutlined />}
                    aria-label={`Copy link of ${p.asin}`}
                    onClick={() => copy(p.link?.shortUrl ?? '')}
                  >
                    Copy
                  </Button>
                </>
              ) : (
                <Typography.Text type="secondary" italic>
                  link made when the campaign starts
                </Typography.Text>
              )}
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  );
}
