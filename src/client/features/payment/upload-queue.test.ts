import { describe, expect, it } from 'vitest';
import { sendable, uploadQueue, type QueuedFile } from './upload-queue';

type FakeFile = { name: string; size: number };
const add = (files: FakeFile[], queue: QueuedFile<FakeFile>[] = []) => uploadQueue(queue, { type: 'add', files });

describe('uploadQueue', () => {
  it('lists accepted files as ready and the rest as rejected with the reason', () => {
    const queue = add([
      { name: 'logo.png', size: 100 },
      { name: 'virus.exe', size: 100 },
    ]);
    expect(queue.map((item) => item.status)).toEqual(['ready', 'rejected']);
    expect(queue[1]!.problem).toMatch(/Not an accepted type/);
    expect(sendable(queue).map((item) => item.file.name)).toEqual(['logo.png']);
    expect(new Set(queue.map((item) => item.key)).size).toBe(2);
  });

  it('follows one file from start to done', () => {
    let queue = add([{ name: 'a.pdf', size: 100 }]);
    const key = queue[0]!.key;
    queue = uploadQueue(queue, { type: 'start', key });
    queue = uploadQueue(queue, { type: 'progress', key, fraction: 0.4 });
    expect(queue[0]).toMatchObject({ status: 'uploading', progress: 0.4 });
    queue = uploadQueue(queue, { type: 'done', key });
    expect(queue[0]).toMatchObject({ status: 'done', progress: 1 });
    expect(sendable(queue)).toEqual([]);
    expect(uploadQueue(queue, { type: 'clearDone' })).toEqual([]);
  });

  it('keeps a failed file with its message so it can be sent again', () => {
    let queue = add([{ name: 'a.pdf', size: 100 }]);
    const key = queue[0]!.key;
    queue = uploadQueue(uploadQueue(queue, { type: 'start', key }), { type: 'fail', key, problem: 'Nope' });
    expect(queue[0]).toMatchObject({ status: 'failed', problem: 'Nope', progress: 0 });
    expect(sendable(queue)).toHaveLength(1);
  });

  it('removes a file before upload but not while it is on its way', () => {
    let queue = add([
      { name: 'a.pdf', size: 100 },
      { name: 'b.pdf', size: 100 },
    ]);
    const [first, second] = queue.map((item) => item.key) as [string, string];
    queue = uploadQueue(queue, { type: 'remove', key: first });
    expect(queue.map((item) => item.file.name)).toEqual(['b.pdf']);
    queue = uploadQueue(uploadQueue(queue, { type: 'start', key: second }), { type: 'remove', key: second });
    expect(queue).toHaveLength(1);
  });
});
