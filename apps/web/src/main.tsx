import 'antd/dist/reset.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

const router = await createAppRouter(window.location.hostname);
const root = document.getElementById('root');
if (!root) {
  throw new Error('The page has no #root element');
}

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
