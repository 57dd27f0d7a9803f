import { badRequest, HttpError } from './http-error.ts';

/** A file as an upload brought it, read whole: what the use cases that take files start from. */
export interface UploadedFile {
  /** As the browser sent it (may be empty). */
  filename: string;
  mimetype: string;
  content: Buffer;
}

const MB = 1024 * 1024;
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** 413: the file is larger than the most a use case takes. */
export const fileTooLarge = (maxBytes: number) =>
  new HttpError(
    { code: 'file_too_large', params: { maxMb: maxBytes / MB } },
    `The file is larger than ${maxBytes / MB} MB`,
  );

/** A file with something in it, no larger than `maxBytes`. */
export function checkFileSize(file: UploadedFile, maxBytes: number): void {
  if (file.content.byteLength > maxBytes) throw fileTooLarge(maxBytes);
  if (file.content.byteLength === 0) throw badRequest('The file is empty', 'file', { code: 'empty_file' });
}

/** A data file's format (CSV or .xlsx) by its name, checked against its first bytes. */
export function dataFileFormat(fileName: string, bytes: Uint8Array): 'csv' | 'xlsx' {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || (!extension && isZip(bytes))) {
    if (!isZip(bytes))
      throw badRequest('The file is not an Excel workbook (.xlsx)', 'file', { code: 'invalid_file' });
    return 'xlsx';
  }
  if (extension === 'xls')
    throw badRequest('Save the workbook as .xlsx (Excel 2007 or later) or CSV', 'file', {
      code: 'unsupported_file',
    });
  if (extension && !['csv', 'txt'].includes(extension))
    throw badRequest('Upload a .csv or .xlsx file', 'file', { code: 'unsupported_file' });
  if (isZip(bytes))
    throw badRequest('The file is a zip archive, not CSV text', 'file', { code: 'invalid_file' });
  return 'csv';
}
