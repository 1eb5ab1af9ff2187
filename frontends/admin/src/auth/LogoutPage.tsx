import { useApolloClient } from '@apollo/client/react';
import { Flex, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGOUT, ADMIN_ME } from './auth.graphql';
import { markSignedOut } from './session';

/** /admin/logout: `adminLogout` revokes the session and clears its cookies; cached data goes; then login. */
export function LogoutPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await client.mutate({ mutation: ADMIN_LOGOUT });
      } catch {
        // Already signed out, or offline: the cookies then expire on their own.
      }
      markSignedOut();
      // resetStore keeps the watchers (clearStore drops them): every screen then sees adminMe null.
      await client.resetStore().catch(() => undefined);
      client.writeQuery({ query: ADMIN_ME, data: { adminMe: null } });
      navigate('/login', { replace: true });
    })();
  }, [client, navigate]);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="admin-logout-page">
      <Spin size="large" />
    </Flex>
  );
}
