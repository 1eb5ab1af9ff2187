import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type AdminSession } from './session';

export function useSession(): AdminSession | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
