import type { TUserRole } from '@atlas/shared';
import { Card, Col, Row, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { portalAreas } from '../portal/portal-areas';

export type ShortcutsCardProps = { portal: TUserRole; slugs: readonly string[] };

/** The portal's main screens (every area has one, `portal-screens.test.ts`). */
export function ShortcutsCard({ portal, slugs }: ShortcutsCardProps) {
  const { token } = theme.useToken();
  const areas = slugs.flatMap((slug) => portalAreas[portal].filter((area) => area.slug === slug));
  if (areas.length === 0) {
    return null;
  }
  return (
    <Card title="Shortcuts" data-testid="shortcuts">
      <Row gutter={[16, 16]}>
        {areas.map(({ slug, label, description, Icon }) => (
          <Col key={slug} xs={24} md={12} xl={8}>
            <Link to={`/${portal}/${slug}`} style={{ display: 'block', height: '100%' }}>
              <Card size="small" hoverable style={{ height: '100%' }}>
                <Typography.Text strong>
                  <span aria-hidden style={{ color: token.colorPrimary, marginInlineEnd: 8 }}>
                    <Icon />
                  </span>
                  {label}
                </Typography.Text>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
                  {description}
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
