// The Content-Type 3.x sends a file with (res.sendfile, res.download, fw.static):
// the MIME type of its extension, with '; charset=UTF-8' for text types only.
import { extname } from 'node:path';
import { onFirstUse } from '../on-first-use';

// MIME types (mime-db's table) load with the first lookup.
const mime = onFirstUse(() => require('mime-types') as typeof import('mime-types'));

const OVERRIDES: Record<string, string> = { js: 'application/javascript' };

export function fileType(file: string): string {
  const ext = extname(file).slice(1).toLowerCase();
  const type = OVERRIDES[ext] ?? (mime().lookup(ext) || 'application/octet-stream');
  return /^text\//.test(type) ? type + '; charset=UTF-8' : type;
}
