import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@guide/ui';
import { apolloClient } from './apollo';
import { i18n } from './i18n';
import { routes } from './routes';
import './styles.css';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={apolloClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ApolloProvider>
    </I18nextProvider>
  </StrictMode>,
);
