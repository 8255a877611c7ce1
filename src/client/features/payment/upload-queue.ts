import { fileProblem } from './upload';

type QueuedStatus = 'ready' | 'rejected' | 'uploading' | 'done' | 'failed';

export interface QueuedFile<F extends { name: string; size: number } = File> {
  key: string;
  file: F;
  status: QueuedStatus;
  /** 0..1 while uploading. */
  progress: number;
  /** Why a file was rejected or failed. */
  problem: string | null;
}

export type QueueAction<F extends { name: string; size: number } = File> =
  | { type: 'add'; files: readonly F[] }
  | { type: 'remove'; key: string }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'done'; key: string }
  | { type: 'fail'; key: string; problem: string }
  | { type: 'clearDone' };

let nextKey = 1;

/**
 * The files picked on the order page and how far each got. A file the server would refuse
 * (type, size) is listed as rejected and never sent; a failed one can be sent again.
 */
export function uploadQueue<F extends { name: string; size: number }>(
  queue: QueuedFile<F>[],
  action: QueueAction<F>,
): QueuedFile<F>[] {
  const update = (key: string, change: Partial<QueuedFile<F>>) =>
    queue.map((item) => (item.key === key ? { ...item, ...change } : item));
  switch (action.type) {
    case 'add': {
      const added = action.files.map((file): QueuedFile<F> => {
        const problem = fileProblem(file);
        return { key: `file-${nextKey++}`, file, status: problem ? 'rejected' : 'ready', progress: 0, problem };
      });
      return [...queue, ...added];
    }
    case 'remove':
      // A file on its way cannot be taken back from the list; it finishes or fails first.
      return queue.filter((item) => item.key !== action.key || item.status === 'uploading');
    case 'start':
      return update(action.key, { status: 'uploading', progress: 0, problem: null });
    case 'progress':
      return update(action.key, { progress: action.fraction });
    case 'done':
      return update(action.key, { status: 'done', progress: 1 });
    case 'fail':
      return update(action.key, { status: 'failed', progress: 0, problem: action.problem });
    case 'clearDone':
      return queue.filter((item) => item.status !== 'done');
  }
}

/** Files the next "Upload" sends: new ones and ones that failed before. */
export const sendable = <F extends { name: string; size: number }>(queue: QueuedFile<F>[]) =>
  queue.filter((item) => item.status === 'ready' || item.status === 'failed');
