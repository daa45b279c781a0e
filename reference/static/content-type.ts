// The Content-Type a file is sent with (fw.static, res.sendFile, res.download), by
// generation: 4.x follows send 0.19 (mime 1.x), 5.x send 1.x (mime-types). The profiles pick one.
import * as path from 'node:path';
import { onFirstUse } from '../on-first-use';

// Each table loads with its first lookup.
const mime = onFirstUse(() => require('mime-types') as typeof import('mime-types'));
const mime1 = onFirstUse(() => require('mime-1') as typeof import('mime-1'));

/** send 1.x: the current mime-types table, with its default charsets. */
export function mimeTypesContentType(file: string): string {
  return mime().contentType(path.extname(file)) || 'application/octet-stream';
}

/** send 0.19: mime 1.x's table, with mime 1.x's charset (UTF-8 for text types, javascript and json). */
export function mime1ContentType(file: string): string {
  const type = mime1().lookup(file);
  const charset = mime1().charsets.lookup(type);
  return charset ? type + '; charset=' + charset : type;
}
