import type { ReactNode } from 'react';
import { FullPageSpin } from '../../../components/full-page-spin';
import { lazyScreen, ScreenSuspense } from '../../../components/lazy-screen';
import { LoadFailed } from '../../../components/load-failed';
import { useSession } from '../../../session/session-context';
import { useSellerCountrySync } from './use-seller-country-sync';
import { useSellerSettings } from './use-seller-settings';

// Shown once per notice version: fetched only by a seller who has not agreed to it yet, so no
// other screen of any portal carries its text, checkbox and card.
const NoticeScreen = lazyScreen(() => import('./notice-screen'), 'NoticeScreen');

export type SellerNoticeGateProps = { children: ReactNode };

/** The seller portal opens once the current notice is agreed; until then, only the notice. */
export function SellerNoticeGate({ children }: SellerNoticeGateProps) {
  const session = useSession();
  const settings = useSellerSettings();
  useSellerCountrySync(settings.data);

  if (settings.isLoading) {
    return <FullPageSpin label="Loading your seller account…" />;
  }
  if (!settings.data) {
    return (
      <div style={{ padding: 48 }}>
        <LoadFailed
          what="your seller account"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      </div>
    );
  }
  if (!settings.data.notice.agreed) {
    return (
      <ScreenSuspense>
        <NoticeScreen onSignOut={() => void session.signOut()} />
      </ScreenSuspense>
    );
  }
  return children;
}
