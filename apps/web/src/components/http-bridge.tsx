import { App as AntApp } from 'antd';
import { useLayoutEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { configureHttp } from '../api/http';

/**
 * The root route of both routers: hands React Router's navigate and antd's message to the http
 * layer, so its error catalogue (spec 8) can redirect and toast. A layout effect runs before the
 * children's first queries start.
 */
export function HttpBridge() {
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  useLayoutEffect(() => {
    configureHttp({
      navigate: (to, options) => {
        navigate(to, options);
      },
      toast: (text) => {
        message.error(text);
      },
    });
  }, [navigate, message]);
  return <Outlet />;
}
