import { authRoutes } from './modules/auth/auth.routes';
import { operatorAuthRoutes } from './modules/operator/operator-auth.routes';
import type { TAnyRoute } from './platform/route';

/** The whole route table: what is served, documented and checked by the route-table test. */
export const routeTable: readonly TAnyRoute[] = [...authRoutes, ...operatorAuthRoutes];
