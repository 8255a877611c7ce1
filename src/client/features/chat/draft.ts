/**
 * The state update that empties a reply box once its message is sent. The line reaches the
 * conversation over the socket before the send call answers, so a fast writer may already be
 * typing the next message: that text is kept, and only the message that was sent is cleared.
 */
export const clearSent =
  (sent: string) =>
  (current: string): string =>
    current === sent ? '' : current;
