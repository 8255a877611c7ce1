import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded bytes live. Names are ours (random), never the client's file name. */
export interface FileStorage {
  save(bytes: Buffer): Promise<{ storedName: string; size: number; sha256: string }>;
  read(storedName: string): Promise<Buffer>;
  remove(storedName: string): Promise<void>;
}

const newName = () => `${Date.now().toString(36)}-${randomBytes(16).toString('hex')}`;
const describe = (bytes: Buffer) => ({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });

// Stored names are generated above; this refuses anything else so no caller can reach outside the folder.
const SAFE_NAME = /^[a-z0-9]+-[a-f0-9]{32}$/;

export function directoryStorage(dir: string): FileStorage {
  const pathOf = (storedName: string) => {
    if (!SAFE_NAME.test(storedName)) throw new Error('Invalid stored file name');
    return path.join(dir, storedName);
  };
  return {
    async save(bytes) {
      await mkdir(dir, { recursive: true });
      const storedName = newName();
      // Write then rename would need a second name; 'wx' never overwrites and a crash leaves no row.
      await writeFile(pathOf(storedName), bytes, { flag: 'wx' });
      return { storedName, ...describe(bytes) };
    },
    read: (storedName) => readFile(pathOf(storedName)),
    remove: (storedName) => rm(pathOf(storedName), { force: true }),
  };
}

/** Tests and in-memory runs keep files in a map. */
export function memoryStorage(): FileStorage {
  const store = new Map<string, Buffer>();
  return {
    async save(bytes) {
      const storedName = newName();
      store.set(storedName, Buffer.from(bytes));
      return { storedName, ...describe(bytes) };
    },
    async read(storedName) {
      const bytes = store.get(storedName);
      if (!bytes) throw new Error('File not found in storage');
      return bytes;
    },
    async remove(storedName) {
      store.delete(storedName);
    },
  };
}
