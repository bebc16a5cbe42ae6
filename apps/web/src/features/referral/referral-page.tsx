import { CopyOutlined, GiftOutlined } from '@ant-design/icons';
import { referralCalls } from '@atlas/shared';
import {
  App,
  Button,
  Card,
  Col,
  Flex,
  Input,
  Row,
  Skeleton,
  Space,
  Statistic,
  Typography,
  theme,
} from 'antd';
import { useCall } from '../../api/calls';
import { PageHeader } from '../../components/page-header';
import { errorText } from '../../components/server-error';
import { StatusPanel } from '../../components/status-panel';
import { copyText } from '../../lib/clipboard';
import { InviteesTable } from './invitees-table';

/** The Referral area of every portal: my invitation code, its share link, and whom I invited. */
export function ReferralPage() {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const query = useCall(referralCalls.getReferral, {});
  const copy = (text: string) =>
    void copyText(text, { toast: (note) => void message.success(note), log: console.error });

  const header = (
    <PageHeader
      title="Referral"
      subtitle="Invite sellers, publishers and partners: whoever signs up with your code is linked to your account."
    />
  );
  if (query.isError) {
    return (
      <>
        {header}
        <Card variant="borderless">
          <StatusPanel
            status="warning"
            title="We could not load your referral data"
            subTitle={errorText(query.error)}
            extra={
              <Button type="primary" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          />
        </Card>
      </>
    );
  }

  const data = query.data;
  return (
    <>
      {header}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card variant="borderless" title="Your invitation" style={{ height: '100%' }}>
            {data ? (
              <Flex vertical gap={20}>
                <Flex align="center" gap={16} wrap>
                  <GiftOutlined style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden />
                  <div>
                    <Typography.Text type="secondary">Invitation code</Typography.Text>
                    <Typography.Title
                      level={3}
                      style={{ margin: 0, letterSpacing: 2 }}
                      data-testid="referral-code"
                    >
                      {data.referralCode}
                    </Typography.Title>
                  </div>
                  <Button icon={<CopyOutlined />} onClick={() => copy(data.referralCode)}>
                    Copy code
                  </Button>
                </Flex>
                <div>
                  <Typography.Text type="secondary">
                    Share link: it opens sign-up with your code filled in
                  </Typography.Text>
                  <Space.Compact style={{ width: '100%', marginTop: 6 }}>
                    <Input
                      readOnly
                      value={data.shareLink}
                      aria-label="Share link"
                      data-testid="referral-link"
                    />
                    <Button type="primary" icon={<CopyOutlined />} onClick={() => copy(data.shareLink)}>
                      Copy link
                    </Button>
                  </Space.Compact>
                </div>
              </Flex>
            ) : (
              <Skeleton active paragraph={{ rows: 3 }} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card variant="borderless" style={{ height: '100%' }}>
            <Flex vertical gap={16}>
              <Statistic title="People invited" value={data?.total ?? 0} loading={query.isLoading} />
              <Statistic
                title="Activated their account"
                value={data?.activated ?? 0}
                loading={query.isLoading}
              />
            </Flex>
          </Card>
        </Col>
        <Col span={24}>
          <Card
            variant="borderless"
            title="Whom you invited"
            extra={
              data && data.total > data.invitees.length ? (
                <Typography.Text type="secondary">
                  The latest {data.invitees.length} of {data.total}
                </Typography.Text>
              ) : null
            }
          >
            <InviteesTable invitees={data?.invitees ?? []} loading={query.isLoading} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
