import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';

/**
 * A small reader of a zip's end-of-central-directory record and central directory, so an upload
 * is judged before anything in it is decompressed (a zip bomb never gets the chance), and a check
 * that the entries really unpack to no more than they declare.
 *
 * Also refused: zip64 (no workbook within our limits needs it), encryption, methods other than
 * store and deflate, and any bytes between entries that the central directory does not account
 * for. Streaming readers (exceljs's, via unzipper) walk the local headers from the start of the
 * file, not the central directory; with the entries contiguous both views name the same entries.
 */
export interface ZipEntryInfo {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** Where the entry's compressed bytes start (after its local header). */
  dataOffset: number;
}

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

/** not_zip: not a readable zip (or one we refuse to read); limits: over the entry or size limits. */
export class ZipCheckError extends Error {
  constructor(
    readonly reason: 'not_zip' | 'limits',
    detail: string,
  ) {
    super(detail);
    this.name = 'ZipCheckError';
  }
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_DESCRIPTOR = 0x08074b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

const notZip = (detail: string) => new ZipCheckError('not_zip', detail);

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Finds and reads the end-of-central-directory record (the last one whose comment fits). */
function findEocd(tail: Buffer): number {
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) === SIG_EOCD && i + EOCD_SIZE + tail.readUInt16LE(i + 20) === tail.length) return i;
  }
  return -1;
}

/**
 * Reads the central directory of `file` and checks it against the limits, reading only headers.
 * Throws ZipCheckError; answers the entries with their data offsets.
 */
export async function readZipDirectory(file: string, limits: ZipLimits): Promise<ZipEntryInfo[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < EOCD_SIZE + 30) throw notZip('too short for a zip');
    const head = await readAt(handle, 0, 4);
    if (head.readUInt32LE(0) !== SIG_LOCAL) throw notZip('no local file header at the start');

    const tailLength = Math.min(size, EOCD_SIZE + MAX_COMMENT);
    const tailStart = size - tailLength;
    const tail = await readAt(handle, tailStart, tailLength);
    const at = findEocd(tail);
    if (at < 0) throw notZip('no end-of-central-directory record');
    const eocdOffset = tailStart + at;
    if (eocdOffset >= 20 && (await readAt(handle, eocdOffset - 20, 4)).readUInt32LE(0) === SIG_ZIP64_LOCATOR) {
      throw new ZipCheckError('limits', 'zip64 archive');
    }
    const disk = tail.readUInt16LE(at + 4);
    const cdDisk = tail.readUInt16LE(at + 6);
    const entriesOnDisk = tail.readUInt16LE(at + 8);
    const totalEntries = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (disk !== 0 || cdDisk !== 0 || entriesOnDisk !== totalEntries) throw notZip('multi-disk archive');
    if (totalEntries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw new ZipCheckError('limits', 'zip64 archive');
    if (totalEntries === 0) throw notZip('empty archive');
    if (totalEntries > limits.maxEntries) throw new ZipCheckError('limits', `${totalEntries} entries declared (at most ${limits.maxEntries})`);
    if (cdOffset + cdSize !== eocdOffset) throw notZip('central directory is not where the end record says');

    const cd = await readAt(handle, cdOffset, cdSize);
    const entries: ZipEntryInfo[] = [];
    let declared = 0;
    let p = 0;
    for (let i = 0; i < totalEntries; i++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== SIG_CENTRAL) throw notZip(`bad central directory entry ${i}`);
      const flags = cd.readUInt16LE(p + 8);
      const method = cd.readUInt16LE(p + 10);
      const compressedSize = cd.readUInt32LE(p + 20);
      const uncompressedSize = cd.readUInt32LE(p + 24);
      const nameLength = cd.readUInt16LE(p + 28);
      const extraLength = cd.readUInt16LE(p + 30);
      const commentLength = cd.readUInt16LE(p + 32);
      const localHeaderOffset = cd.readUInt32LE(p + 42);
      const name = cd.subarray(p + 46, p + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
      p += 46 + nameLength + extraLength + commentLength;
      if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
        throw new ZipCheckError('limits', `zip64 entry ${name}`);
      }
      declared += uncompressedSize;
      if (declared > limits.maxUncompressedBytes) {
        throw new ZipCheckError('limits', `entries declare more than ${limits.maxUncompressedBytes} bytes unpacked`);
      }
      if (flags & 0x1) throw notZip(`encrypted entry ${name}`);
      if (method !== 0 && method !== 8) throw notZip(`entry ${name} uses compression method ${method}`);
      if (method === 0 && compressedSize !== uncompressedSize) throw notZip(`stored entry ${name} changes size`);
      entries.push({ name, method, flags, compressedSize, uncompressedSize, localHeaderOffset, dataOffset: 0 });
    }
    if (p !== cd.length) throw notZip('central directory size does not match its entries');

    // Local headers: each where the directory says, with the same name, back to back, ending where
    // the central directory starts. Nothing hidden between them.
    const ordered = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
    let expected = 0;
    for (const entry of ordered) {
      if (entry.localHeaderOffset !== expected) throw notZip(`unaccounted bytes before entry ${entry.name}`);
      const local = await readAt(handle, entry.localHeaderOffset, 30);
      if (local.length < 30 || local.readUInt32LE(0) !== SIG_LOCAL) throw notZip(`no local header for ${entry.name}`);
      const nameLength = local.readUInt16LE(26);
      const extraLength = local.readUInt16LE(28);
      const localName = await readAt(handle, entry.localHeaderOffset + 30, nameLength);
      if (localName.toString(entry.flags & 0x800 ? 'utf8' : 'latin1') !== entry.name) throw notZip(`local header of ${entry.name} names another file`);
      entry.dataOffset = entry.localHeaderOffset + 30 + nameLength + extraLength;
      expected = entry.dataOffset + entry.compressedSize;
      if (entry.flags & 0x8) {
        const descriptor = await readAt(handle, expected, 4);
        expected += descriptor.length === 4 && descriptor.readUInt32LE(0) === SIG_DESCRIPTOR ? 16 : 12;
      }
      if (expected > cdOffset) throw notZip(`entry ${entry.name} runs into the central directory`);
    }
    if (expected !== cdOffset) throw notZip('unaccounted bytes before the central directory');
    return entries;
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks every entry without keeping it, counting bytes: an entry producing more than it
 * declared is refused at that byte (limits), a broken stream is not a zip. Run after
 * readZipDirectory, so the total stays under the declared (and checked) size.
 */
export async function verifyZipSizes(file: string, entries: readonly ZipEntryInfo[]): Promise<void> {
  for (const entry of entries) {
    if (entry.compressedSize === 0) {
      if (entry.uncompressedSize !== 0) throw notZip(`entry ${entry.name} is empty but declares data`);
      continue;
    }
    const source = createReadStream(file, { start: entry.dataOffset, end: entry.dataOffset + entry.compressedSize - 1 });
    if (entry.method === 0) {
      source.destroy();
      continue; // stored: its size is its compressed size, checked equal above
    }
    await new Promise<void>((resolve, reject) => {
      const inflate = createInflateRaw();
      let produced = 0;
      const fail = (error: ZipCheckError) => {
        source.destroy();
        inflate.destroy();
        reject(error);
      };
      inflate.on('data', (chunk: Buffer) => {
        produced += chunk.length;
        if (produced > entry.uncompressedSize) fail(new ZipCheckError('limits', `entry ${entry.name} unpacks to more than it declares`));
      });
      inflate.on('end', () => (produced === entry.uncompressedSize ? resolve() : reject(notZip(`entry ${entry.name} unpacks to ${produced} bytes, not ${entry.uncompressedSize}`))));
      inflate.on('error', (error) => reject(notZip(`entry ${entry.name}: ${error.message}`)));
      source.on('error', (error) => reject(notZip(`entry ${entry.name}: ${error.message}`)));
      source.pipe(inflate);
    });
  }
}
