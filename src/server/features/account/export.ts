import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { BRAND } from '../../../shared/brand';
import { pacificToday } from '../../../shared/schedule';
import { files, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { personalRecords } from './records';

// Issue 36 §5: GET /account/export, a zip of everything kept about the caller and their files.

interface ZipEntry {
  name: string;
  modified: Date;
  bytes: Uint8Array;
  /** Text is deflated; stored files (images, PDFs, archives) are mostly compressed already and go in as they are. */
  deflate?: boolean;
}

/**
 * A zip made as it is sent: the entries are produced one at a time and each is written out before
 * the next is asked for, so one file at a time is in memory however many the archive holds.
 */
function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  async function* chunks() {
    const ready: Uint8Array[] = [];
    // fflate calls back synchronously for these entry kinds, so an error surfaces in push().
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      ready.push(chunk);
    });
    for await (const entry of entries) {
      const file = entry.deflate ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      file.mtime = entry.modified;
      zip.add(file);
      file.push(entry.bytes, true);
      yield* ready.splice(0);
    }
    zip.end();
    yield* ready.splice(0);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A stored file's bytes, or null when they are gone (the row outlived them): the export says so rather than fail. */
const bytesUnlessMissing = (deps: AppDeps, storedName: string) =>
  deps.storage.read(storedName).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return null;
    throw error;
  });

/**
 * The caller's files under files/, then data.json: every record, each file listed with where it is
 * in the archive (null when its bytes were missing). The records are read at once, as one moment's
 * state; the files' bytes as the zip reaches them.
 */
export function accountArchive(deps: AppDeps, user: User, now = Date.now()) {
  const records = personalRecords(deps.db, user);
  const storedNames = new Map(
    deps.db
      .select({ id: files.id, storedName: files.storedName })
      .from(files)
      .where(
        inArray(
          files.id,
          records.files.map((file) => file.id),
        ),
      )
      .all()
      .map((file) => [file.id, file.storedName]),
  );

  async function* entries(): AsyncGenerator<ZipEntry> {
    const listed = [];
    for (const file of records.files) {
      const bytes = await bytesUnlessMissing(deps, storedNames.get(file.id)!);
      const name = `files/${file.id}-${file.filename}`;
      if (bytes) yield { name, modified: new Date(file.createdAt), bytes };
      listed.push({ ...file, inArchive: bytes ? name : null });
    }
    const data = {
      about: `Everything ${BRAND.name} keeps about your account, as of ${new Date(now).toISOString()}. The files you uploaded and the ones we sent you are in the files folder.`,
      ...records,
      files: listed,
    };
    yield {
      name: 'data.json',
      modified: new Date(now),
      bytes: Buffer.from(JSON.stringify(data, null, 2)),
      deflate: true,
    };
  }

  return { filename: `goldline-data-${pacificToday(now)}.zip`, stream: zipStream(entries()) };
}
