import { Navigate, type RouteObject } from 'react-router-dom';
import { HttpBridge } from '../../components/http-bridge';
import { lazyScreen, ScreenSuspense } from '../../components/lazy-screen';
import { OperatorSessionProvider } from '../../session/operator-session';
import { PortalAreaPage } from '../portal/portal-area-page';
import { consoleSections } from './console-sections';
import { RequireOperator } from './require-operator';

// The sign-in form and the console shell are chunks of their own: an operator who is signed in
// never downloads the form, and the form never downloads the shell.
const NotFoundPage = lazyScreen(() => import('../errors/not-found-page'), 'NotFoundPage');
const OperatorLoginPage = lazyScreen(() => import('./operator-login-page'), 'OperatorLoginPage');
const ConsoleLayout = lazyScreen(() => import('./console-layout'), 'ConsoleLayout');

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
      {
        path: '/operator/login',
        element: (
          <ScreenSuspense>
            <OperatorLoginPage />
          </ScreenSuspense>
        ),
      },
      {
        path: '/operator',
        element: (
          <RequireOperator>
            <ScreenSuspense>
              <ConsoleLayout />
            </ScreenSuspense>
          </RequireOperator>
        ),
        children: [
          { index: true, element: <Navigate to={home} replace /> },
          ...consoleSections.map((section) => ({
            path: section.slug,
            element: section.Page ? <section.Page /> : <PortalAreaPage area={section} />,
          })),
          { path: '*', element: <NotFoundPage homeHref={home} homeLabel="Back to the console" /> },
        ],
      },
      {
        path: '*',
        element: (
          <ScreenSuspense>
            <NotFoundPage homeHref="/" homeLabel="Go to the console" fullPage />
          </ScreenSuspense>
        ),
      },
    ],
  },
];
