import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { type ReactNode, useMemo, useState } from 'react';
import { usePrefersReducedMotion } from './reduced-motion';
import { atlasTheme } from './theme';

export type AppProvidersProps = { children: ReactNode };

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The http layer already toasts failures; a failed call is retried by the user, not silently.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Theme (without motion when the system asks for less), antd's App context (message, modal) and the query cache, around both routers. */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  const reduceMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => (reduceMotion ? { ...atlasTheme, token: { ...atlasTheme.token, motion: false } } : atlasTheme),
    [reduceMotion],
  );
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
