import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apolloClient } from './apollo';
import { AntdProvider } from './AntdProvider';
import { i18n } from './i18n';
import { routes } from './routes';
import './admin.css';

const router = createBrowserRouter(routes, { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AntdProvider>
        <ApolloProvider client={apolloClient}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </AntdProvider>
    </I18nextProvider>
  </StrictMode>,
);
