import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { type ReactNode, useState } from 'react';
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

/** Theme, antd's App context (message, modal) and the query cache, around both routers. */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider theme={atlasTheme} locale={enUS}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
