import { Navigate, type RouteObject } from 'react-router-dom';
import { HttpBridge } from '../../components/http-bridge';
import { OperatorSessionProvider } from '../../session/operator-session';
import { NotFoundPage } from '../errors/not-found-page';
import { PortalAreaPage } from '../portal/portal-area-page';
import { ConsoleLayout } from './console-layout';
import { consoleSections } from './console-sections';
import { OperatorLoginPage } from './operator-login-page';
import { RequireOperator } from './require-operator';

const home = `/operator/${consoleSections[0]?.slug ?? ''}`;

/** The routes of the admin sub-host: the operator's sign-in and the console behind it. */
export const operatorRoutes: RouteObject[] = [
  {
    element: (
      <OperatorSessionProvider>
        <HttpBridge />
      </OperatorSessionProvider>
    ),
    children: [
      { path: '/', element: <Navigate to={home} replace /> },
      { path: '/operator/login', element: <OperatorLoginPage /> },
      {
        path: '/operator',
        element: (
          <RequireOperator>
            <ConsoleLayout />
          </RequireOperator>
        ),
        children: [
          { index: true, element: <Navigate to={home} replace /> },
          ...consoleSections.map((section) => ({
            path: section.slug,
            element: <PortalAreaPage area={section} />,
          })),
          { path: '*', element: <NotFoundPage homeHref={home} homeLabel="Back to the console" /> },
        ],
      },
      { path: '*', element: <NotFoundPage homeHref="/" homeLabel="Go to the console" fullPage /> },
    ],
  },
];
