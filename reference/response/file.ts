// res.sendFile and res.download, on the `send` package. Without the `root`
// option the path must be absolute; with it, the path is resolved inside root
// and `send` refuses any path that climbs out of it ('..' → 403).
import { isAbsolute, resolve } from 'node:path';
import onFinished from 'on-finished';
import type { SendStream } from 'send';
import type { ResponseProfile } from '../generations/profile';
import { followSenderRules } from '../static/sender-rules';
import { compareValidatorsStrongly } from '../static/validators';
import type { Callback, FileOptions, Next, Res } from '../types';
import { onFirstUse } from '../on-first-use';

// The file sender loads with the first file sent.
const send = onFirstUse(() => require('send') as typeof import('send'));

/** Called with the transfer's error, or nothing when it completed. */
type Done = (err?: FileError) => void;
type FileError = Error & { code?: string; syscall?: string; status?: number };

export function installFile(res: Partial<Res>, profile: ResponseProfile): void {
  res.sendFile = function sendFile(this: Res, path: string, options?: FileOptions | Done, callback?: Done): void {
    let done = callback;
    let opts: FileOptions = (options as FileOptions | undefined) || {};
    if (!path) throw new TypeError('path argument is required to res.sendFile');
    if (typeof path !== 'string') throw new TypeError('path must be a string to res.sendFile');
    if (typeof options === 'function') {
      done = options as Done;
      opts = {};
    }
    if (!opts.root && !isAbsolute(path)) throw new TypeError('path must be absolute or specify root to res.sendFile');
    if (profile.sendFileEtagFromApp) opts = Object.assign(Object.create(opts), { etag: this.app.enabled('etag') });
    sendThroughSender(this, encodeURI(path), opts, done);
  };

  if (profile.lowercaseSendfile) {
    /** res.sendfile(path, [options], [fn]), deprecated: the file sender's options; a relative path without root is read from the working directory. */
    res.sendfile = function sendfile(this: Res, path: string, options?: Record<string, unknown> | Done, callback?: Done): void {
      if (typeof options === 'function') sendThroughSender(this, path, {}, options);
      else sendThroughSender(this, path, options || {}, callback);
    };
  }

  /** Streams a file through `send`; fn, else next(err) for an error (a directory passes the request on). */
  function sendThroughSender(res: Res, path: string, options: Record<string, any>, done: Done | undefined): void {
    const req = res.req;
    const next = req.next as Next;
    const opts = options;
    const stream = send()(req, path, opts);
    // a Content-Type the app set first wins, as the file sender lets it; else the type of the
    // file sent (a directory's index file has its own), before the options' headers apply
    const typeOf = profile.fileContentType;
    if (typeOf && !res.getHeader('Content-Type')) stream.on('headers', (r: Res, file: string) => r.setHeader('Content-Type', typeOf(file)));
    pipeFile(res, stream, opts, (err) => {
      if (done) return done(err);
      if (err && err.code === 'EISDIR') return next();
      // A client that went away is not an application error.
      if (err && err.code !== 'ECONNABORTED' && err.syscall !== 'write') next(err);
    });
    // after pipeFile's listeners: a Last-Modified among the options' headers counts
    followSenderRules(profile.fileSender, stream, req, opts.lastModified !== false);
    compareValidatorsStrongly(stream, req, { etag: opts.etag !== false, lastModified: opts.lastModified !== false });
  }

  res.download = function download(this: Res, path: string, filename?: unknown, options?: unknown, callback?: Done): void {
    if (profile.downloadContentType) {
      // (path, [filename], [fn]): no options; the Content-Type comes from the path
      const fn = (typeof filename === 'function' ? filename : options) as Done | undefined;
      const headers = { 'Content-Type': profile.downloadContentType(path) };
      return sendDownload(this, path, typeof filename === 'function' ? null : (filename as string | undefined), { headers }, fn);
    }
    let done = callback;
    let name = filename as string | null | undefined;
    let opts = (options as FileOptions | undefined) || null;
    if (typeof filename === 'function') {
      done = filename as Done;
      name = null;
      opts = null;
    } else if (typeof options === 'function') {
      done = options as Done;
      opts = null;
    }
    if (typeof filename === 'object' && (typeof options === 'function' || options === undefined)) {
      name = null;
      opts = filename as FileOptions | null;
    }
    sendDownload(this, path, name, opts, done);
  };

  function sendDownload(res: Res, path: string, name: string | null | undefined, opts: FileOptions | null, done: Done | undefined): void {
    // Content-Disposition always comes from the file name, whatever opts.headers says.
    const headers: Record<string, unknown> = {
      'Content-Disposition': profile.disposition(name || path), // (the base name of it)
    };
    if (opts && opts.headers) {
      for (const key of Object.keys(opts.headers)) {
        if (key.toLowerCase() !== 'content-disposition') headers[key] = opts.headers[key];
      }
    }
    const sendOpts = Object.create(opts);
    sendOpts.headers = headers;
    const fullPath = !sendOpts.root ? resolve(path) : path;
    res.sendFile(fullPath, sendOpts, done as Callback | undefined);
  }
}

/** Streams the file and reports exactly once: success, error, directory, or abort. */
function pipeFile(res: Res, file: SendStream, options: FileOptions, callback: Done): void {
  let done = false;
  let streaming: boolean | undefined;
  const finish = (err?: FileError) => {
    if (done) return;
    done = true;
    callback(err);
  };
  const aborted = () => finish(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }));

  file.on('directory', () => finish(Object.assign(new Error('EISDIR, read'), { code: 'EISDIR' })));
  file.on('end', () => finish());
  file.on('error', (err: FileError) => finish(err));
  file.on('file', () => {
    streaming = false;
  });
  file.on('stream', () => {
    streaming = true;
  });
  onFinished(res, (err: FileError | null) => {
    if (err && err.code === 'ECONNRESET') return aborted();
    if (err) return finish(err);
    if (done) return;
    setImmediate(() => {
      if (streaming !== false && !done) return aborted();
      finish();
    });
  });
  if (options.headers) {
    file.on('headers', (r: Res) => {
      const headers = options.headers!;
      for (const key of Object.keys(headers)) r.setHeader(key, headers[key] as string | string[]);
    });
  }
  file.pipe(res);
}
