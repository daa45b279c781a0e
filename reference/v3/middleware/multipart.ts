// fw.multipart (3.x): multipart/form-data bodies. Fields go to req.body (nested
// keys such as user[name] become objects), files are written to `uploadDir`
// (default: the system's temporary directory) and described in req.files.
// Saved files get a random name; with keepExtensions the original extension
// is kept. Parsing uses busboy.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, unlink } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import busboy from 'busboy';
import bytes from 'bytes';
import * as qs from 'qs';
import type { Bag, Handler, Next, Req, Res } from '../../types';

export interface UploadedFile {
  fieldName: string;
  originalFilename: string;
  name: string;
  path: string;
  type: string;
  size: number;
  /** md5 of the content, hex. */
  hash: string;
  lastModifiedDate: Date;
  headers: Record<string, string>;
}

/** The request as multipart leaves it. */
interface MultipartRequest extends Req {
  body: Bag;
  files: Record<string, UploadedFile | UploadedFile[]>;
}

export function multipart(options?: Record<string, any>): Handler {
  const opts = options ?? {};
  const limit = opts.limit == null ? undefined : typeof opts.limit === 'number' ? opts.limit : bytes.parse(opts.limit);
  return function multipart(request: Req, _res: Res, next: Next) {
    if (request._body) return next();
    const req = request as MultipartRequest;
    req.body = req.body || {};
    req.files = req.files || {};
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const type = String(req.headers['content-type'] || '').split(';')[0].trim().toLowerCase();
    if (type !== 'multipart/form-data') return next();
    req._body = true;

    const uploadDir: string = opts.uploadDir || tmpdir();
    const fields: Array<[string, string]> = [];
    const files: Array<[string, UploadedFile]> = [];
    let pending = 0;
    let finished = false;
    let failed = false;
    let total = 0;
    const written: string[] = [];

    const fail = (err: Error & { status?: number }, status = 400): void => {
      if (failed) return;
      failed = true;
      if (err.status === undefined) err.status = status;
      // A failed upload leaves no files behind.
      for (const path of written) unlink(path, () => undefined);
      req.unpipe(parser);
      req.resume();
      next(err);
    };
    const complete = (): void => {
      if (failed || !finished || pending !== 0) return;
      try {
        Object.assign(req.body, qs.parse(new URLSearchParams(fields).toString(), { allowPrototypes: false }));
        for (const [name, file] of files) {
          const existing = req.files[name];
          req.files[name] = existing === undefined ? file : ([] as UploadedFile[]).concat(existing, file);
        }
      } catch (err) {
        return fail(err as Error);
      }
      next();
    };

    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({ headers: req.headers as Record<string, string> });
    } catch (err) {
      return fail(err as Error);
    }
    parser.on('field', (name, value) => {
      fields.push([name, value]);
    });
    parser.on('file', (name, stream, info) => {
      const filename = info.filename ?? '';
      if (!filename) {
        stream.resume();
        return;
      }
      pending++;
      const ext = opts.keepExtensions ? extname(filename) : '';
      const path = join(uploadDir, randomBytes(16).toString('hex') + ext);
      const hash = createHash('md5');
      const out = createWriteStream(path);
      written.push(path);
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        total += chunk.length;
        hash.update(chunk);
        if (limit != null && total > limit) fail(Object.assign(new Error('request entity too large'), { status: 413 }));
      });
      out.on('error', (err) => fail(err, 500));
      out.on('finish', () => {
        pending--;
        files.push([
          name,
          {
            fieldName: name,
            originalFilename: filename,
            name: filename,
            path,
            type: info.mimeType,
            size,
            hash: hash.digest('hex'),
            lastModifiedDate: new Date(),
            headers: { 'content-type': info.mimeType },
          },
        ]);
        complete();
      });
      stream.pipe(out);
    });
    parser.on('error', (err: unknown) => fail(err as Error));
    parser.on('close', () => {
      finished = true;
      complete();
    });
    req.pipe(parser);
  };
}
