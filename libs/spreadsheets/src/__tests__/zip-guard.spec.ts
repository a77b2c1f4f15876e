import ExcelJS from 'exceljs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { readZipDirectory, verifyZipSizes, ZipCheckError } from '../zip-guard';

interface Part {
  name: string;
  data: Buffer;
  declared?: number;
  flags?: number;
}

/** A minimal zip, deflated entries, optional lies in the sizes and bytes hidden between entries. */
function zip(parts: Part[], options: { gap?: Buffer; zip64Locator?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [i, part] of parts.entries()) {
    if (i === 1 && options.gap) {
      chunks.push(options.gap);
      offset += options.gap.length;
    }
    const name = Buffer.from(part.name);
    const body = deflateRawSync(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(part.flags ?? 0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(part.declared ?? part.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(part.flags ?? 0, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(part.declared ?? part.data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    chunks.push(local, name, body);
    central.push(entry, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, ...(options.zip64Locator ? [locator] : []), end]);
}

describe('zip guard', () => {
  let dir: string;
  const limits = { maxEntries: 10, maxUncompressedBytes: 1_000_000 };
  const file = async (bytes: Buffer) => {
    const at = path.join(dir, `${Math.random().toString(36).slice(2)}.zip`);
    await writeFile(at, bytes);
    return at;
  };
  const refusal = async (bytes: Buffer) => {
    const at = await file(bytes);
    try {
      await verifyZipSizes(at, await readZipDirectory(at, limits));
      return 'accepted';
    } catch (error) {
      return error instanceof ZipCheckError ? error.reason : String(error);
    }
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'zip-guard-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('accepts an xlsx written by exceljs (data descriptors and all) and lists its entries with their offsets', async () => {
    const at = path.join(dir, 'book.xlsx');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: at, useSharedStrings: true });
    book.addWorksheet('Hotsheet').addRow(['ก', 1]).commit();
    await book.commit();
    const entries = await readZipDirectory(at, { maxEntries: 100, maxUncompressedBytes: 10_000_000 });
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml']));
    await expect(verifyZipSizes(at, entries)).resolves.toBeUndefined();
  });

  it.each([
    ['a good zip', zip([{ name: 'a.txt', data: Buffer.from('hello') }, { name: 'b.txt', data: Buffer.from('world') }]), 'accepted'],
    ['plain text', Buffer.from('not a zip at all, just some words to be long enough'), 'not_zip'],
    ['a directory declaring more than the limit unpacked', zip([{ name: 'a.xml', data: Buffer.alloc(100), declared: 0xfffffff0 }]), 'limits'],
    ['more entries than allowed', zip(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, data: Buffer.from('x') }))), 'limits'],
    ['an entry unpacking to more than it declares', zip([{ name: 'a.xml', data: Buffer.alloc(200_000, 0x41), declared: 100 }]), 'limits'],
    ['an entry unpacking to less than it declares', zip([{ name: 'a.xml', data: Buffer.alloc(100, 0x41), declared: 5000 }]), 'not_zip'],
    ['bytes hidden between entries', zip([{ name: 'a.txt', data: Buffer.from('a') }, { name: 'b.txt', data: Buffer.from('b') }], { gap: Buffer.from('PK\u0003\u0004hidden') }), 'not_zip'],
    ['a zip64 archive', zip([{ name: 'a.txt', data: Buffer.from('a') }], { zip64Locator: true }), 'limits'],
    ['an encrypted entry', zip([{ name: 'a.txt', data: Buffer.from('a'), flags: 1 }]), 'not_zip'],
  ])('%s', async (_name, bytes, expected) => {
    expect(await refusal(bytes)).toBe(expected);
  });
});
