import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * What a list shows with nothing in it: the message, and at most one clear next step (a button or
 * a link), so every empty list in the dashboard and the admin area reads the same.
 */
export function EmptyState({
  children,
  action,
  icon = 'inbox',
}: {
  children: ReactNode;
  action?: ReactNode;
  icon?: 'inbox' | 'search' | 'file' | 'chat' | 'calendar';
}) {
  return (
    <div className="empty-state product-empty">
      <svg className="product-empty-icon" aria-hidden viewBox="0 0 24 24" width="28" height="28">
        <path d={ICONS[icon]} />
      </svg>
      <p className="product-empty-text">{children}</p>
      {action ? <div className="product-empty-action">{action}</div> : null}
    </div>
  );
}

const ICONS = {
  inbox: 'M4 13h4l1.5 2.5h5L16 13h4M5.5 5h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5z',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20',
  file: 'M14 3H7a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V7zM14 3v4h4M9 13h6M9 17h4',
  chat: 'M4 5h16v11H9l-4 3.5V16H4z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
} as const;
