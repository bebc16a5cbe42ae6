import type { TUserRole } from '@atlas/shared';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { lazyScreen } from '../../components/lazy-screen';
import { RequireRole } from '../../session/require-role';
import { SellerNoticeGate } from '../seller/notice/seller-notice-gate';
import { accountLinks } from './account-links';
import { PortalAreaPage } from './portal-area-page';
import { portalAreas } from './portal-areas';
import { PortalLayout } from './portal-layout';
import { portalScreens } from './portal-screens';

const NotFoundPage = lazyScreen(() => import('../errors/not-found-page'), 'NotFoundPage');
/** The Statement PDF screen (spec 2.2), in the publisher's portal. */
const StatementPage = lazyScreen(() => import('../billing/statement/statement-page'), 'StatementPage');

type FirstAreaProps = { role: TUserRole };

/** `/seller` itself opens the portal's first area, keeping `?marketplace=`. */
function FirstArea({ role }: FirstAreaProps) {
  const { search } = useLocation();
  const first = portalAreas[role][0];
  return <Navigate to={{ pathname: `/${role}/${first?.slug ?? ''}`, search }} replace />;
}

/** One portal: the gate, the shell and a route per area of spec 2.3. */
export function portalRoutes(role: TUserRole): RouteObject {
  return {
    path: `/${role}`,
    element: (
      <RequireRole role={role}>
        {role === 'seller' ? (
          <SellerNoticeGate>
            <PortalLayout role={role} />
          </SellerNoticeGate>
        ) : (
          <PortalLayout role={role} />
        )}
      </RequireRole>
    ),
    children: [
      { index: true, element: <FirstArea role={role} /> },
      ...portalAreas[role].map((area) => {
        const Page = portalScreens[role][area.slug];
        return { path: area.slug, element: Page ? <Page /> : <PortalAreaPage area={area} /> };
      }),
      ...accountLinks.map(({ slug, Page }) => ({ path: slug, element: <Page /> })),
      ...(role === 'publisher' ? [{ path: 'statement/:id', element: <StatementPage /> }] : []),
      { path: '*', element: <NotFoundPage homeHref={`/${role}`} homeLabel="Back to the portal" /> },
    ],
  };
}
