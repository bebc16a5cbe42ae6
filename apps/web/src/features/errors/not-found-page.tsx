import { CompassOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { StatusPanel } from '../../components/status-panel';

export type NotFoundPageProps = { homeHref: string; homeLabel: string; fullPage?: boolean };

/** A route nobody serves: say so and offer one way back. */
export function NotFoundPage({ homeHref, homeLabel, fullPage = false }: NotFoundPageProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullPage ? '100vh' : '50vh' }}>
      <StatusPanel
        icon={<CompassOutlined style={{ color: token.colorPrimary, opacity: 0.6 }} />}
        title="This page does not exist"
        subTitle="The address may be mistyped, or the page has moved."
        extra={
          <Button type="primary" onClick={() => navigate(homeHref)}>
            {homeLabel}
          </Button>
        }
      />
    </Flex>
  );
}
