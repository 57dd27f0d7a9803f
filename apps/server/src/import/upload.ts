import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '#lib/http-error.ts';

const MB = 1024 * 1024;
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The file's format by its name, checked against its first bytes. */
export function importFormat(fileName: string, bytes: Uint8Array): 'csv' | 'xlsx' {
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

/**
 * The uploaded file and its bytes. Anything that goes wrong while reading the body is the
 * body's fault (busboy's "Boundary not found", "Unexpected end of multipart data", the
 * plugin's limits): 400 naming the file, except a file over the size limit (413).
 */
export async function readUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ part: MultipartFile; content: Buffer }> {
  try {
    const part = await request.file();
    if (!part) throw badRequest('No file in the upload', 'file', { code: 'no_file' });
    return { part, content: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError)
      throw new HttpError(
        { code: 'file_too_large', params: { maxMb: maxBytes / MB } },
        `The file is larger than ${maxBytes / MB} MB`,
      );
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`The upload is not a well-formed multipart/form-data body: ${reason}`, 'file', {
      code: 'invalid_file',
    });
  }
}
