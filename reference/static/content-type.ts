// The Content-Type fw.static gives a file, by generation: 4.x follows send 0.19
// (mime 1.x's table), 5.x send 1.x (mime-types). The profiles pick one.
import * as path from 'node:path';
import mime from 'mime-types';

/** send 1.x: the current mime-types table, with its default charsets. */
export function mimeTypesContentType(file: string): string {
  return mime.contentType(path.extname(file)) || 'application/octet-stream';
}

/**
 * mime 1.x (send 0.19) names a few types differently from mime-types, and
 * knows fewer extensions (those fall back to application/octet-stream).
 */
const MIME1: Record<string, string> = {
  js: 'application/javascript', mjs: 'application/javascript', ico: 'image/x-icon', asc: 'application/pgp-signature',
  rar: 'application/x-rar-compressed', sql: 'application/x-sql', aac: 'audio/x-aac', pcx: 'image/x-pcx', wmf: 'application/x-msmetafile',
  emf: 'application/x-msmetafile', stl: 'application/vnd.ms-pki.stl', mpp: 'application/vnd.ms-project', prc: 'application/x-mobipocket-ebook',
  xfdf: 'application/vnd.adobe.xfdf', fdf: 'application/vnd.fdf', obj: 'application/x-tgif', xlf: 'application/x-xliff+xml', mts: 'model/vnd.mts',
  x3db: 'model/x3d+binary', x3dv: 'model/x3d+vrml', hjson: 'text/hjson', jpgm: 'video/jpm',
  cjs: '', avif: '', heic: '', heif: '', jxl: '', opus: '', toml: '', ipynb: '', mht: '', mhtml: '', m4b: '', amr: '', m2ts: '', m2t: '',
  mdx: '', wgsl: '', key: '', numbers: '', pages: '', blend: '', lottie: '', msix: '', appx: '',
};

/** send 0.19: mime 1.x's table, a UTF-8 charset on text types, javascript and json. */
export function mime1ContentType(file: string): string {
  const ext = path.extname(file).slice(1).toLowerCase();
  const known = ext in MIME1 ? MIME1[ext] : mime.lookup(ext);
  const type = known || 'application/octet-stream';
  // mime 1.x gives text types, javascript and json an upper-case UTF-8 charset
  return /^text\/|^application\/(javascript|json)/.test(type) ? type + '; charset=UTF-8' : type;
}
