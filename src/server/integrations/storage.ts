import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded bytes live. Names are ours (random), never the client's file name. */
export interface FileStorage {
  /** Writes the bytes whole or not at all: on any failure nothing is left behind. */
  save: (bytes: Buffer) => Promise<{ storedName: string; size: number; sha256: string }>;
  read: (storedName: string) => Promise<Buffer>;
  /** Removing a file that is already gone is fine. */
  remove: (storedName: string) => Promise<void>;
}

const newName = () => `${Date.now().toString(36)}-${randomBytes(16).toString('hex')}`;
const describe = (bytes: Buffer) => ({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });

// Stored names are generated above; this refuses anything else so no caller can reach outside the folder.
const SAFE_NAME = /^[a-z0-9]+-[a-f0-9]{32}$/;
const PARTIAL = '.part';

export interface DirectoryStorageOptions {
  /** How bytes reach the open file; tests pass one that fails part way, as a full disk does. */
  write?: (file: FileHandle, bytes: Buffer) => Promise<void>;
}

/**
 * Files in a folder, each written under a temporary name, flushed to the disk, then renamed into
 * place: a full disk or a crash part way leaves no half file under a real name, and a row is
 * recorded only after its file is whole (files/service.ts). Temporary files a crash left behind are
 * removed when the storage opens.
 */
export function directoryStorage(dir: string, options: DirectoryStorageOptions = {}): FileStorage {
  const write = options.write ?? ((file, bytes) => file.writeFile(bytes));
  const pathOf = (storedName: string) => {
    if (!SAFE_NAME.test(storedName)) throw new Error('Invalid stored file name');
    return path.join(dir, storedName);
  };
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith(PARTIAL)) rmSync(path.join(dir, name), { force: true });

  return {
    async save(bytes) {
      await mkdir(dir, { recursive: true });
      const storedName = newName();
      const temporary = `${pathOf(storedName)}${PARTIAL}`;
      let file: FileHandle | null = null;
      try {
        file = await open(temporary, 'wx');
        await write(file, bytes);
        await file.sync();
        await file.close();
        file = null;
        await rename(temporary, pathOf(storedName));
        await syncDirectory(dir);
      } catch (error) {
        await file?.close().catch(() => undefined);
        await rm(temporary, { force: true }).catch(() => undefined);
        await rm(pathOf(storedName), { force: true }).catch(() => undefined);
        throw error;
      }
      return { storedName, ...describe(bytes) };
    },
    read: (storedName) => readFile(pathOf(storedName)),
    remove: (storedName) => rm(pathOf(storedName), { force: true }),
  };
}

/** The rename is durable once the folder's entry is on the disk too. */
async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
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
      if (!bytes) throw Object.assign(new Error('File not found in storage'), { code: 'ENOENT' });
      return bytes;
    },
    async remove(storedName) {
      store.delete(storedName);
    },
  };
}
