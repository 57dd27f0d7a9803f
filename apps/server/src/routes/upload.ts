import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '#lib/http-error.ts';
import { fileTooLarge, type UploadedFile } from '#lib/uploaded-file.ts';

/**
 * The one file of a multipart/form-data upload, read whole. Anything that goes wrong while
 * reading the body is the body's fault (busboy's "Boundary not found", "Unexpected end of
 * multipart data", the plugin's limits): 400 naming the file, except a file over the size
 * limit (413). What the file may be is the use case's to check.
 */
export async function readUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data, field "file"', 'file', { code: 'no_file' });
  try {
    const part = await request.file();
    if (!part) throw badRequest('No file in the upload', 'file', { code: 'no_file' });
    return { filename: part.filename, mimetype: part.mimetype, content: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge(maxBytes);
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`The upload is not a well-formed multipart/form-data body: ${reason}`, 'file', {
      code: 'invalid_file',
    });
  }
}
