import { useEffect, useRef } from 'react';
import { lineTime, type ChatLine } from './chat-log';

/**
 * The lines of one chat, newest at the bottom, kept in view as they arrive. A log region, so
 * screen readers announce new lines without moving focus. `seenUpTo` is the other side's read
 * receipt: "Seen" shows under the newest of my lines they have read.
 */
export function ChatThread({
  lines,
  me,
  typing,
  label,
  seenUpTo = 0,
}: {
  lines: readonly ChatLine[];
  me: 'customer' | 'admin';
  typing: string | null;
  label: string;
  seenUpTo?: number;
}) {
  const seenLine = lines.findLast((line) => line.senderType === me && line.id <= seenUpTo)?.id;
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length, typing]);
  return (
    <ol className="chat-thread" role="log" aria-live="polite" aria-label={label}>
      {lines.map((line) => (
        <li
          key={line.id}
          className={`chat-line chat-line-${line.senderType === 'system' ? 'system' : line.senderType === me ? 'mine' : 'theirs'}`}
        >
          {line.senderType === 'system' ? (
            <p>{line.message}</p>
          ) : (
            <>
              <span className="chat-line-meta">
                {line.senderType === me ? 'You' : line.senderName} ·{' '}
                <time dateTime={line.timestamp}>{lineTime(line.timestamp)}</time>
              </span>
              <p>{line.message}</p>
              {line.id === seenLine ? <span className="chat-line-seen">Seen</span> : null}
            </>
          )}
        </li>
      ))}
      <li ref={end} className="chat-typing" aria-hidden={typing ? undefined : true}>
        {typing ? `${typing} is typing…` : ''}
      </li>
    </ol>
  );
}

/** Enter sends, Shift+Enter breaks the line (spec part 2 §2: Enter sends). */
export function sendsOnEnter(event: React.KeyboardEvent<HTMLTextAreaElement>, send: () => void) {
  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault();
    send();
  }
}
