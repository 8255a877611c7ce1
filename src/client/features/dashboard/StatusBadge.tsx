import { statusLabel, statusTone } from './helpers';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge dash-badge-${statusTone(status)}`}>{statusLabel(status)}</span>;
}
