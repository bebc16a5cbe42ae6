import { userRoles } from '@atlas/shared';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HttpBridge } from './components/http-bridge';
import { ActivatePage } from './features/auth/activate-page';
import { CheckEmailPage } from './features/auth/check-email-page';
import { CompleteProfilePage } from './features/auth/complete-profile-page';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { SignInPage } from './features/auth/sign-in-page';
import { SignUpPage } from './features/auth/sign-up-page';
import { ContactPage } from './features/contact/contact-page';
import { InvitationPage } from './features/delegation/invitation-page';
import { NotFoundPage } from './features/errors/not-found-page';
import { HomeRedirect } from './features/landing/home-redirect';
import { LandingPage } from './features/landing/landing-page';
import { MarketplaceCallbackPage } from './features/marketplace/marketplace-callback-page';
import { OperatorHostRedirect } from './features/operator/operator-host-redirect';
import { operatorRoutes } from './features/operator/operator-routes';
import { portalRoutes } from './features/portal/portal-routes';
import { SessionProvider } from './session/session-context';

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
      { path: '/index', element: <LandingPage /> },
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/delegation/accept', element: <InvitationPage /> },
      { path: '/sign-up/check-email', element: <CheckEmailPage /> },
      { path: '/activate', element: <ActivatePage /> },
      { path: '/complete-profile', element: <CompleteProfilePage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/marketplace/callback', element: <MarketplaceCallbackPage /> },
      ...userRoles.map(portalRoutes),
      { path: '/operator/*', element: <OperatorHostRedirect /> },
      { path: '*', element: <NotFoundPage homeHref="/" homeLabel="Go to the home page" fullPage /> },
    ],
  },
];

/** The operator console is served by the same bundle on the `admin.` sub-host (ARCHITECTURE.md). */
export function isOperatorHost(hostname: string): boolean {
  return hostname.startsWith('admin.');
}

export function createAppRouter(hostname: string) {
  return createBrowserRouter(isOperatorHost(hostname) ? operatorRoutes : mainRoutes);
}
