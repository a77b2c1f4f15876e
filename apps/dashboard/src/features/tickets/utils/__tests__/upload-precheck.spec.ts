// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import { UPLOAD_ERRORS } from '@voc/contracts';
import { type FileFacts, type UploadKind, type UploadProblem, uploadProblems } from '../upload-precheck';

const MB = 1024 * 1024;
const file = (name: string, size = 100 * 1024): FileFacts => ({ name, size });
const many = (n: number, ext: string) => Array.from({ length: n }, (_, i) => file(`f${i}.${ext}`));

describe('upload pre-check (files → problems)', () => {
  it.each<[string, UploadKind, FileFacts[], number, UploadProblem[]]>([
    ['no files', 'image', [], 0, []],
    ['jpg, jpeg and png in any case', 'image', [file('a.jpg'), file('b.JPEG'), file('รูปหน้ารถ.Png')], 0, []],
    ['an image of exactly 5 MB', 'image', [file('a.jpg', 5 * MB)], 0, []],
    ['a gif', 'image', [file('a.gif')], 0, [{ message: UPLOAD_ERRORS.imageType, fileName: 'a.gif' }]],
    ['a file without an extension', 'image', [file('photo')], 0, [{ message: UPLOAD_ERRORS.imageType, fileName: 'photo' }]],
    ['a PDF as an image', 'image', [file('doc.pdf')], 0, [{ message: UPLOAD_ERRORS.imageType, fileName: 'doc.pdf' }]],
    ['an image over 5 MB', 'image', [file('big.png', 5 * MB + 1)], 0, [{ message: UPLOAD_ERRORS.imageSize, fileName: 'big.png' }]],
    ['five images', 'image', many(5, 'jpg'), 0, []],
    ['six images', 'image', many(6, 'jpg'), 0, [{ message: UPLOAD_ERRORS.imageCount }]],
    ['two new images on a ticket with four', 'image', many(2, 'png'), 4, [{ message: UPLOAD_ERRORS.imageCount }]],
    ['one new image on a ticket with four', 'image', many(1, 'png'), 4, []],
    ['a PDF of 20 MB', 'pdf', [file('ใบเสร็จ.pdf', 20 * MB)], 0, []],
    ['a PDF over 20 MB', 'pdf', [file('big.PDF', 20 * MB + 1)], 0, [{ message: UPLOAD_ERRORS.pdfSize, fileName: 'big.PDF' }]],
    ['a Word file as a PDF', 'pdf', [file('letter.docx')], 0, [{ message: UPLOAD_ERRORS.pdfType, fileName: 'letter.docx' }]],
    ['six PDFs', 'pdf', many(6, 'pdf'), 0, [{ message: UPLOAD_ERRORS.pdfCount }]],
    [
      'every problem, in file order, the count last',
      'pdf',
      [file('a.txt'), file('b.pdf', 21 * MB), ...many(4, 'pdf')],
      0,
      [{ message: UPLOAD_ERRORS.pdfType, fileName: 'a.txt' }, { message: UPLOAD_ERRORS.pdfSize, fileName: 'b.pdf' }, { message: UPLOAD_ERRORS.pdfCount }],
    ],
  ])('%s', (_case, kind, files, attached, expected) => {
    expect(uploadProblems(kind, files, attached)).toEqual(expected);
  });
});
