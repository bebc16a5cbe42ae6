import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { atlasTheme } from '../theme';

/**
 * Renders a page as the app does (theme, antd's App, TanStack Query without retries, a router
 * at `path`), for component tests in happy-dom. `/done` marks where a page navigated to.
 */
export function renderPage(page: ReactElement, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
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
