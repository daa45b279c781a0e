// fw.directory(root, [options]) (3.x): lists a directory under root as HTML,
// plain text or JSON, by the Accept header. Options: hidden (list dotfiles,
// default false), icons (file-type icons in the HTML, default false), filter
// (function (name, index, list, dir) selecting entries, default none). A path
// that is not a directory goes to next(); one that climbs out of root is 403.
import * as fs from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import escapeHtml from 'escape-html';
import type { Handler, Next, Req, Res } from '../../types';
import { pathnameOf } from '../../url';
import { onFirstUse } from '../../on-first-use';

// Content negotiation loads with the first listing asked for.
const accepts = onFirstUse(() => require('accepts') as typeof import('accepts'));

export interface DirectoryOptions {
  hidden?: boolean;
  icons?: boolean;
  filter?: false | ((name: string, index: number, list: string[], dir: string) => boolean);
}

export function directory(root: string, options?: DirectoryOptions): Handler {
  if (!root) throw new TypeError('directory() root path required');
  const opts = options ?? {};
  const rootPath = normalize(resolve(root) + sep);

  return function directory(req: Req, res: Res, next: Next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let dirPath: string;
    try {
      dirPath = decodeURIComponent(pathnameOf(req.url) ?? '/');
    } catch {
      return fail(res, 400);
    }
    if (dirPath.indexOf('\0') !== -1) return fail(res, 400);
    const full = normalize(join(rootPath, dirPath));
    if ((full + sep).slice(0, rootPath.length) !== rootPath) return fail(res, 403);

    fs.stat(full, (statErr, stat) => {
      if (statErr) return statErr.code === 'ENOENT' ? next() : next(statErr);
      if (!stat.isDirectory()) return next();
      fs.readdir(full, (err, entries) => {
        if (err) return next(err);
        let files = entries.sort();
        if (!opts.hidden) files = files.filter((name) => name[0] !== '.');
        if (opts.filter) files = files.filter((name, i, list) => (opts.filter as Function)(name, i, list, full));
        const originalDir = decodeSafe(pathnameOf(req.originalUrl || req.url) ?? '/');
        const type = accepts()(req).type(['text/html', 'text/plain', 'application/json']) || 'text/html';
        let body: string;
        let contentType: string;
        if (type === 'application/json') {
          body = JSON.stringify(files);
          contentType = 'application/json; charset=utf-8';
        } else if (type === 'text/plain') {
          body = files.join('\n') + '\n';
          contentType = 'text/plain; charset=utf-8';
        } else {
          body = html(originalDir, files, full, Boolean(opts.icons));
          contentType = 'text/html; charset=utf-8';
        }
        res.statusCode = 200;
        res.setHeader('Content-Type', contentType);
        res.setHeader('Content-Length', Buffer.byteLength(body));
        if (req.method === 'HEAD') res.end();
        else res.end(body);
      });
    });
  };
}

function html(dir: string, files: string[], fullPath: string, icons: boolean): string {
  const base = dir.endsWith('/') ? dir : dir + '/';
  const items = files.map((name) => {
    let isDir = false;
    try {
      isDir = fs.statSync(join(fullPath, name)).isDirectory();
    } catch {
      // listed, but gone: shown as a file
    }
    const href = escapeHtml(encodeURI(base + name));
    const cls = icons ? ` class="icon icon-${isDir ? 'directory' : iconName(name)}"` : '';
    return `<li><a href="${href}"${cls} title="${escapeHtml(name)}">${escapeHtml(name)}</a></li>`;
  });
  return (
    '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n' +
    `<title>listing directory ${escapeHtml(dir)}</title>\n</head>\n<body>\n` +
    `<h1>${escapeHtml(dir)}</h1>\n<ul id="files">\n${items.join('\n')}\n</ul>\n</body>\n</html>\n`
  );
}

function iconName(name: string): string {
  const ext = extname(name).slice(1).toLowerCase();
  return ext ? ext.replace(/[^a-z0-9]/g, '') : 'default';
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function fail(res: Res, status: number): void {
  const body = status === 403 ? 'Forbidden' : 'Bad Request';
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
