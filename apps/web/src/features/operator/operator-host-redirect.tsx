import { Button, Flex } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { StatusPanel } from '../../components/status-panel';

/** The same page on the operator's sub-host: admin.{host}, same protocol and port. */
export function operatorHostUrl(
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  path: string,
): string {
  const host = location.hostname.replace(/^www\./, '');
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//admin.${host}${port}${path}`;
}

/** /operator/* on the main host: the console lives on its own sub-host, so the browser goes there. */
export function OperatorHostRedirect() {
  const { pathname, search } = useLocation();
  const target = operatorHostUrl(window.location, `${pathname}${search}`);

  useEffect(() => {
    window.location.replace(target);
  }, [target]);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <StatusPanel
        status="info"
        title="Opening the operator console…"
        subTitle="The operator console has its own address."
        extra={
          <Button type="primary" href={target}>
            Go to the operator console
          </Button>
        }
      />
    </Flex>
  );
}
