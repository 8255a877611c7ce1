import { useEffect } from 'react';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth-messages';
import { useToast } from '../../ui/Toast';
import { useAuth } from './auth-context';

/** Tells a visitor whose stored session was refused why they are signed out, on whatever page they are. */
export function SessionExpiredNotice() {
  const { sessionExpired, dismissSessionExpired } = useAuth();
  const toast = useToast();
  useEffect(() => {
    if (!sessionExpired) return;
    toast('warning', AUTH_MESSAGES.sessionExpired);
    dismissSessionExpired();
  }, [sessionExpired, dismissSessionExpired, toast]);
  return null;
}
