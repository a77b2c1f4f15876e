// exceljs's streaming worksheet reader, not exported by the package's main module.
declare module 'exceljs/lib/stream/xlsx/worksheet-reader' {
  import type { Row } from 'exceljs';

  class WorksheetReader {
    constructor(options: { workbook: unknown; id: number; iterator: AsyncIterable<string | Buffer>; options: Record<string, unknown> });
    name: string;
    [Symbol.asyncIterator](): AsyncGenerator<Row>;
  }
  export = WorksheetReader;
}
