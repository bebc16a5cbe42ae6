import type { TSiteMode } from '@atlas/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { siteModeKey } from '../api/site-mode';
import { atlasTheme } from '../theme';

/** A real deployment's site mode: no "demo" notes, and no read of it to answer in a page's test. */
const liveSite: TSiteMode = { marketplace: 'amazon', payments: 'live', publicDemo: false };

/**
 * Renders a page as the app does (theme, antd's App, TanStack Query without retries, a router
 * at `path`), for component tests in happy-dom. `/done` marks where a page navigated to. The site
 * mode (GET common/site-mode) is known as a real deployment's unless `siteMode` says otherwise
 * (`null`: read from the server, as the app does).
 */
export function renderPage(page: ReactElement, path = '/', options: { siteMode?: TSiteMode | null } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const siteMode = options.siteMode === undefined ? liveSite : options.siteMode;
  if (siteMode) {
    client.setQueryData(siteModeKey, siteMode);
  }
  return render(
    <ConfigProvider theme={atlasTheme}>
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={page} />
              <Route path="*" element={<p>Navigated away</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}
