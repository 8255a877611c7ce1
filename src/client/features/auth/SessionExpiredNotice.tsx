import { useEffect } from 'react';
import { SESSION_EXPIRED_MESSAGE } from '../../../shared/schemas/session-message';
import { useToast } from '../../ui/Toast';
import { useAuth } from './auth-context';

/** Tells a visitor whose stored session was refused why they are signed out, on whatever page they are. */
export function SessionExpiredNotice() {
  const { sessionExpired, dismissSessionExpired } = useAuth();
  const toast = useToast();
  useEffect(() => {
    if (!sessionExpired) return;
    toast('warning', SESSION_EXPIRED_MESSAGE);
    dismissSessionExpired();
  }, [sessionExpired, dismissSessionExpired, toast]);
  return null;
}
