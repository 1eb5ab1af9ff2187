import { useApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { clearSession } from './session';

/** /admin/logout: forget the token and anything cached with it, then the login page. */
export function LogoutPage() {
  const client = useApolloClient();
  clearSession();
  useEffect(() => {
    void client.clearStore();
  }, [client]);
  return <Navigate to="/login" replace />;
}
