import { crc32, deflateRawSync } from 'node:zlib';

/** One file inside a zip archive; `declaredSize` lies about its unpacked size when set. */
export type ZipEntry = { name: string; data: Buffer | string; declaredSize?: number };

function localHeader(name: Buffer, data: Buffer, packed: Buffer, declaredSize: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(packed.length, 18);
  header.writeUInt32LE(declaredSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function directoryHeader(name: Buffer, data: Buffer, packed: Buffer, declaredSize: number, offset: number) {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(8, 10);
  header.writeUInt32LE(crc32(data), 16);
  header.writeUInt32LE(packed.length, 20);
  header.writeUInt32LE(declaredSize, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/** A zip archive of deflated entries, as spreadsheet programs write them. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const packed = deflateRawSync(data);
    const declaredSize = entry.declaredSize ?? data.length;
    const local = Buffer.concat([localHeader(name, data, packed, declaredSize), packed]);
    directory.push(directoryHeader(name, data, packed, declaredSize, offset));
    locals.push(local);
    offset += local.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal .xlsx around one sheet's XML (and its shared strings, when given). */
export function workbookOf(sheetXml: string | Buffer, sharedStringsXml?: string, sheetDeclaredSize?: number) {
  const entries: ZipEntry[] = [
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Customers" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, declaredSize: sheetDeclaredSize },
  ];
  if (sharedStringsXml) entries.push({ name: 'xl/sharedStrings.xml', data: sharedStringsXml });
  return zipArchive(entries);
}

/** Sheet XML around the given `<row>` elements, with a declared used range when given. */
export function sheetXmlOf(rows: string, dimension?: string): string {
  const declared = dimension ? `<dimension ref="${dimension}"/>` : '';
  return `<?xml version="1.0"?><worksheet xmlns="${MAIN}">${declared}<sheetData>${rows}</sheetData></worksheet>`;
}

/** A sheet of `rows` numbered rows holding the number 1 each, built without holding a workbook model. */
export function longSheetWorkbook(rows: number, dimension?: string): Buffer {
  const parts: string[] = [];
  for (let row = 1; row <= rows; row += 1) parts.push(`<row r="${row}"><c><v>1</v></c></row>`);
  return workbookOf(sheetXmlOf(parts.join(''), dimension));
}

/**
 * A zip bomb: a sheet that unpacks to `megabytes` of blank space (deflate packs it about 1,000 to 1),
 * whose headers may understate its size.
 */
export function bombWorkbook(megabytes: number, declaredSize?: number): Buffer {
  const [head, tail] = sheetXmlOf('').split('</sheetData>');
  const padding = Buffer.alloc(megabytes * 1_048_576, 0x20);
  const sheet = Buffer.concat([Buffer.from(head ?? ''), padding, Buffer.from(`</sheetData>${tail}`)]);
  return workbookOf(sheet, undefined, declaredSize);
}
