import { type TUserRole, userRoles } from '@atlas/shared';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HttpBridge } from './components/http-bridge';
import { lazyScreen, ScreenSuspense } from './components/lazy-screen';
import { HomeRedirect } from './features/landing/home-redirect';
import { SessionProvider } from './session/session-context';

// Every page is fetched when first opened: a visitor on the sign-in page downloads the sign-in
// page, not the landing page, the sign-up form or a portal (bench/bundle.ts measures it).
function lazyPage<TName extends string>(load: () => Promise<Record<TName, ComponentType>>, name: TName) {
  const Page = lazyScreen(load, name);
  return (
    <ScreenSuspense>
      <Page />
    </ScreenSuspense>
  );
}

const ActivatePage = lazyPage(() => import('./features/auth/activate-page'), 'ActivatePage');
const CheckEmailPage = lazyPage(() => import('./features/auth/check-email-page'), 'CheckEmailPage');
const CompleteProfilePage = lazyPage(
  () => import('./features/auth/complete-profile-page'),
  'CompleteProfilePage',
);
const ForgotPasswordPage = lazyPage(
  () => import('./features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(() => import('./features/auth/reset-password-page'), 'ResetPasswordPage');
const SignInPage = lazyPage(() => import('./features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = lazyPage(() => import('./features/auth/sign-up-page'), 'SignUpPage');
const ContactPage = lazyPage(() => import('./features/contact/contact-page'), 'ContactPage');
const InvitationPage = lazyPage(() => import('./features/delegation/invitation-page'), 'InvitationPage');
const LandingPage = lazyPage(() => import('./features/landing/landing-page'), 'LandingPage');
const MarketplaceCallbackPage = lazyPage(
  () => import('./features/marketplace/marketplace-callback-page'),
  'MarketplaceCallbackPage',
);

// The entry stays light: even the "not found" pages (Ant Design's Result) come when needed.
const NotFoundPage = lazyScreen(() => import('./features/errors/not-found-page'), 'NotFoundPage');
const OperatorHostRedirect = lazyPage(
  () => import('./features/operator/operator-host-redirect'),
  'OperatorHostRedirect',
);

const PortalApp = lazy(() => import('./features/portal/portal-app'));

/** A portal's whole subtree, fetched the first time someone opens it. */
const portal = (role: TUserRole): RouteObject => ({
  path: `/${role}/*`,
  element: (
    <ScreenSuspense>
      <PortalApp role={role} />
    </ScreenSuspense>
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
      { path: '/operator/*', element: OperatorHostRedirect },
      {
        path: '*',
        element: (
          <ScreenSuspense>
            <NotFoundPage homeHref="/" homeLabel="Go to the home page" fullPage />
          </ScreenSuspense>
        ),
      },
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
