import { marketplaces, productName, type TUserRole, timeZoneLabel, userRoles } from '@atlas/shared';
import { Button, Card, Col, Flex, Layout, Row, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { roleDescriptions } from '../auth/role-descriptions';

const offers: Record<TUserRole, { title: string; points: string[] }> = {
  seller: {
    title: 'For sellers',
    points: [
      'Set commissions per product and follow their history',
      'Run deals and upload them by CSV',
      'See commission reports by brand, publisher and product',
      'Pay billings with PayPal or Payoneer',
    ],
  },
  publisher: {
    title: 'For publishers',
    points: [
      'Browse brands and products by category and country',
      'Generate tracking links and manage tracking ids',
      'Follow commissions by brand, product and tracking id',
      'Receive monthly statements as PDF',
    ],
  },
  partner: {
    title: 'For partners',
    points: [
      'Browse brands, products and categories',
      'Create product tracking links for your publishers',
      'Manage tracking ids with a cooperation name',
    ],
  },
};

/** /index: what Affiliate Atlas is and for whom, with the ways in. */
export function LandingPage() {
  const navigate = useNavigate();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <Flex
          align="center"
          justify="space-between"
          style={{ height: '100%', maxWidth: 1120, margin: '0 auto' }}
        >
          <Logo />
          <Flex gap={8}>
            <Button onClick={() => navigate('/sign-in')}>Sign in</Button>
            <Button type="primary" onClick={() => navigate('/sign-up')}>
              Sign up
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: '64px 24px' }}>
        <div style={{ maxWidth: 1120, margin: '0 auto' }}>
          <Flex vertical align="center" style={{ textAlign: 'center', marginBottom: 56 }}>
            <Typography.Title style={{ fontSize: 40, marginBottom: 16, maxWidth: 760 }}>
              The open affiliate marketplace for Amazon brands
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 17, maxWidth: 680 }}>
              {productName} connects sellers who set commissions on their products with publishers who promote
              them through tracking links, and with partners who bring publishers along. Commissions are
              earned on the sales that promotions bring.
            </Typography.Paragraph>
            <Flex gap={8} wrap justify="center" style={{ margin: '8px 0 28px' }} aria-label="Marketplaces">
              {marketplaces.map((m) => (
                <Tag
                  key={m.code}
                  variant="outlined"
                  style={{ padding: '2px 10px', fontSize: 13, background: '#fff' }}
                >
                  {m.site} · {timeZoneLabel(m.code)}
                </Tag>
              ))}
            </Flex>
            <Button type="primary" size="large" onClick={() => navigate('/sign-up')}>
              Get started
            </Button>
          </Flex>
          <Row gutter={[24, 24]}>
            {userRoles.map((role) => (
              <Col key={role} xs={24} md={8}>
                <Card variant="borderless" style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
                  <Flex vertical gap={12} style={{ height: '100%' }}>
                    <Typography.Title level={4} style={{ margin: 0 }}>
                      {offers[role].title}
                    </Typography.Title>
                    <Typography.Text type="secondary">{roleDescriptions[role].summary}</Typography.Text>
                    <ul style={{ paddingInlineStart: 20, margin: 0, lineHeight: 1.9, flex: 1 }}>
                      {offers[role].points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                    <Button onClick={() => navigate(`/sign-up?role=${role}`)}>
                      Join as a {roleDescriptions[role].label.toLowerCase()}
                    </Button>
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <Typography.Text type="secondary">
          {productName} · Amazon US, CA, FR, DE and UK · <Link to="/contact">Contact us</Link>
        </Typography.Text>
      </Layout.Footer>
    </Layout>
  );
}
