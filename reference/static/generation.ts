// What differs between generations in static serving, in one place.
// 4.x follows serve-static 1.x (send 0.19, mime 1.x); 5.x serve-static 2.x (send 1.x, mime-types).
import * as path from 'node:path';
import mime from 'mime-types';

/** The contract the core hands fw.static. */
export interface StaticGeneration {
  /** Default of the `dotfiles` option: 5.x 'ignore', 4.x undefined. */
  dotfiles: 'ignore' | undefined;
}

export interface StaticProfile {
  /**
   * With no `dotfiles` option: 'ignore' (5.x), or 'last-segment' (4.x): only a
   * path whose last segment is a dotfile is ignored; files inside a dot
   * directory are served.
   */
  defaultDotfiles: 'ignore' | 'last-segment';
  /** The Content-Type for a file path. */
  contentType(file: string): string;
}

function contentType5(file: string): string {
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

function contentType4(file: string): string {
  const ext = path.extname(file).slice(1).toLowerCase();
  const known = ext in MIME1 ? MIME1[ext] : mime.lookup(ext);
  const type = known || 'application/octet-stream';
  // mime 1.x gives text types, javascript and json an upper-case UTF-8 charset
  return /^text\/|^application\/(javascript|json)/.test(type) ? type + '; charset=UTF-8' : type;
}

const PROFILE4: StaticProfile = { defaultDotfiles: 'last-segment', contentType: contentType4 };
const PROFILE5: StaticProfile = { defaultDotfiles: 'ignore', contentType: contentType5 };

/** The full profile; the contract names the dotfiles default, the rest follows from it. */
export function staticProfile(gen: StaticGeneration): StaticProfile {
  return gen.dotfiles === undefined ? PROFILE4 : PROFILE5;
}
