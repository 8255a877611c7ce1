import { useSyncExternalStore } from 'react';
import { getSocketState, subscribeSocketState, type SocketState } from '../../lib/socket';

const LABELS: Record<SocketState, string> = {
  open: 'Connected',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  idle: 'Offline',
};

const useSocketState = () => useSyncExternalStore(subscribeSocketState, getSocketState, () => 'idle' as const);

/** The connection indicator (spec part 2 §2): a dot and a word, announced when it changes. */
export function SocketStatus() {
  const state = useSocketState();
  return (
    <span className={`socket-status socket-${state}`} role="status">
      <span className="socket-dot" aria-hidden /> {LABELS[state]}
    </span>
  );
}
