import type { TUserRole } from '@atlas/shared';
import { useRoutes } from 'react-router-dom';
import { portalRoutes } from './portal-routes';

export type PortalAppProps = { role: TUserRole };

/**
 * One portal's screens, loaded on demand (`router.tsx`): the sign-in page and the landing page
 * never download a portal, and one portal never downloads another.
 */
export default function PortalApp({ role }: PortalAppProps) {
  // Mounted under `/${role}/*`, so its routes match the rest of the path.
  return useRoutes([{ ...portalRoutes(role), path: '/' }]);
}
