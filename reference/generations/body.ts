// The two body-parser generations the framework generations use: body-parser
// 1.x (3.x and 4.x) and 2.x (5.x).
import * as zlib from 'node:zlib';
import type { BodyGeneration } from './profile';

export const bodyParser1: BodyGeneration = {
  emptyBody: 'object',
  alreadyRead: 'flag',
  urlencodedExtended: true,
  encodings: new Set(['gzip', 'deflate']),
  urlencodedDefaultCharsets: new Set(['utf-8']),
  simpleUrlencoded: 'querystring',
  urlencodedCharsetOptions: false,
  defaultCharsetFor: new Set(['text']),
  strictMediaType: true,
  readErrorsOwnStatus: false,
};

export const bodyParser2: BodyGeneration = {
  emptyBody: 'undefined',
  alreadyRead: 'finished',
  urlencodedExtended: false,
  encodings: new Set(['gzip', 'deflate', 'br', ...('createZstdDecompress' in zlib ? ['zstd'] : [])]),
  urlencodedDefaultCharsets: new Set(['utf-8', 'iso-8859-1']),
  simpleUrlencoded: 'qs',
  urlencodedCharsetOptions: true,
  defaultCharsetFor: new Set(['json', 'text', 'urlencoded']),
  strictMediaType: false,
  readErrorsOwnStatus: true,
};
