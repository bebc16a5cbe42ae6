import { type TUserRole, userRoles } from '@atlas/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullPageSpin } from './components/full-page-spin';
import { HttpBridge } from './components/http-bridge';
import { NotFoundPage } from './features/errors/not-found-page';
import { HomeRedirect } from './features/landing/home-redirect';
import { OperatorHostRedirect } from './features/operator/operator-host-redirect';
import { SessionProvider } from './session/session-context';

// Every page is fetched when first opened: a visitor on the sign-in page downloads the sign-in
// page, not the landing page, the sign-up form or a portal (bench/bundle.ts measures it).
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Page />
    </Suspense>
  );
}

const ActivatePage = lazyPage(() =>
  import('./features/auth/activate-page').then((m) => ({ default: m.ActivatePage })),
);
const CheckEmailPage = lazyPage(() =>
  import('./features/auth/check-email-page').then((m) => ({ default: m.CheckEmailPage })),
);
const CompleteProfilePage = lazyPage(() =>
  import('./features/auth/complete-profile-page').then((m) => ({ default: m.CompleteProfilePage })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('./features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyPage(() =>
  import('./features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const SignInPage = lazyPage(() =>
  import('./features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const SignUpPage = lazyPage(() =>
  import('./features/auth/sign-up-page').then((m) => ({ default: m.SignUpPage })),
);
const ContactPage = lazyPage(() =>
  import('./features/contact/contact-page').then((m) => ({ default: m.ContactPage })),
);
const InvitationPage = lazyPage(() =>
  import('./features/delegation/invitation-page').then((m) => ({ default: m.InvitationPage })),
);
const LandingPage = lazyPage(() =>
  import('./features/landing/landing-page').then((m) => ({ default: m.LandingPage })),
);
const MarketplaceCallbackPage = lazyPage(() =>
  import('./features/marketplace/marketplace-callback-page').then((m) => ({
    default: m.MarketplaceCallbackPage,
  })),
);

const PortalApp = lazy(() => import('./features/portal/portal-app'));

/** A portal's whole subtree, fetched the first time someone opens it. */
const portal = (role: TUserRole): RouteObject => ({
  path: `/${role}/*`,
  element: (
    <Suspense fallback={<FullPageSpin />}>
      <PortalApp role={role} />
    </Suspense>
  ),
});

/** The main host: landing, account entry and the three portals (seller, publisher, partner). */
export const mainRoutes: RouteObject[] = [
  {
    element: (
      <SessionProvider>
        <HttpBridge />
      </SessionProvider>
    ),
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/index', element: LandingPage },
      { path: '/sign-in', element: SignInPage },
      { path: '/sign-up', element: SignUpPage },
      { path: '/delegation/accept', element: InvitationPage },
      { path: '/sign-up/check-email', element: CheckEmailPage },
      { path: '/activate', element: ActivatePage },
      { path: '/complete-profile', element: CompleteProfilePage },
      { path: '/forgot-password', element: ForgotPasswordPage },
      { path: '/reset-password', element: ResetPasswordPage },
      { path: '/contact', element: ContactPage },
      { path: '/marketplace/callback', element: MarketplaceCallbackPage },
      ...userRoles.map(portal),
      { path: '/operator/*', element: <OperatorHostRedirect /> },
      { path: '*', element: <NotFoundPage homeHref="/" homeLabel="Go to the home page" fullPage /> },
    ],
  },
];

/** The operator console is served by the same bundle on the `admin.` sub-host (ARCHITECTURE.md). */
export function isOperatorHost(hostname: string): boolean {
  return hostname.startsWith('admin.');
}

/** The operator console's routes are fetched only on its sub-host. */
export async function createAppRouter(hostname: string) {
  if (isOperatorHost(hostname)) {
    const { operatorRoutes } = await import('./features/operator/operator-routes');
    return createBrowserRouter(operatorRoutes);
  }
  return createBrowserRouter(mainRoutes);
}
