import { useState } from 'react';
import { noAnswerReason } from '../lib/trpc';
import { Button, type ButtonProps } from './Button';
import { useToast } from './Toast';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'busy'> {
  /** Fetches the file and saves it (see downloadWithSession); a plain link cannot send the session. */
  download: () => Promise<void>;
  /** The toast when the download fails. */
  failure: string;
  /** Toasts the error's own message (the server's reason) when it has one, rather than `failure`. */
  showReason?: boolean;
  /** The toast once the file is saved; none when omitted. */
  done?: string;
}

/** A download that shows it is working and says, in a toast, when it failed. */
export function DownloadButton({ download, failure, showReason = false, done, ...button }: DownloadButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await download();
      if (done) toast('file', done);
    } catch (error) {
      const noAnswer = noAnswerReason(error);
      if (noAnswer) toast('error', failure, { description: noAnswer });
      else toast('error', showReason && error instanceof Error && error.message ? error.message : failure);
    } finally {
      setBusy(false);
    }
  }
  return <Button variant="secondary" {...button} busy={busy} onClick={() => void run()} />;
}
