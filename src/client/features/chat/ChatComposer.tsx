import type { ReactNode } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../shared/chat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { sendsOnEnter } from './ChatThread';
import type { useChatDraft } from './use-chat-draft';

interface ChatComposerProps {
  draft: ReturnType<typeof useChatDraft>;
  id: string;
  /** Read by screen readers: the box has no visible label. */
  label: string;
  placeholder: string;
  /** Tells the other side someone is typing. */
  onTyping: () => void;
  sending: boolean;
  /** Said under the box, above the buttons. */
  note?: ReactNode;
  /** Buttons before Send. */
  actions?: ReactNode;
  /** Takes focus as it shows, when replying is what the person just chose to do. */
  autoFocus?: boolean;
}

/** The box a chat line is typed in, for the customer and the admin alike: Enter or Send sends it. */
export function ChatComposer({
  draft,
  id,
  label,
  placeholder,
  onTyping,
  sending,
  note,
  actions,
  autoFocus,
}: ChatComposerProps) {
  return (
    <form className="chat-composer" onSubmit={draft.submit}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input chat-input"
        rows={2}
        placeholder={placeholder}
        maxLength={CHAT_MESSAGE_MAX}
        autoFocus={autoFocus}
        {...draft.register('message', { onChange: onTyping })}
        onKeyDown={(event) => sendsOnEnter(event, draft.submit)}
      />
      {note}
      <div className="chat-composer-actions">
        {actions ?? <span />}
        <Button type="submit" className="btn-small" busy={sending} busyLabel="Sending...">
          Send
        </Button>
      </div>
      {draft.problem ? <Alert tone="error">{draft.problem}</Alert> : null}
    </form>
  );
}
