// res.type(extension or file name) gives the Content-Type the Express of the same
// generation gives, for every extension either MIME table knows (4.x: mime 1.x,
// 5.x: mime-types), in the forms apps pass: 'js', '.js', 'file.js', 'dir/file.JS'.
import * as http from 'node:http';
import * as net from 'node:net';
import mime from 'mime-types';
import { describe, expect, it } from 'vitest';
import reference4 from '../4.x';
import reference5 from '../5.x';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const express4 = require('express4');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const express5 = require('express5');

const extensions = Object.keys(mime.types).sort();

/** The Content-Type res.type(type) sets on a response of the app, without a request on the wire. */
function typeOf(fw: any, type: string): unknown {
  const app = fw();
  const socket = new net.Socket();
  const req = new http.IncomingMessage(socket);
  const res: any = new http.ServerResponse(req);
  Object.setPrototypeOf(res, app.response);
  Object.assign(res, { req, app });
  res.type(type);
  socket.destroy();
  return res.getHeader('Content-Type');
}

describe.each([
  ['4.x', reference4, express4],
  ['5.x', reference5, express5],
])('%s res.type', (_gen, reference, express) => {
  it(`agrees with Express for each of the ${extensions.length} known extensions in four forms`, () => {
    const differences: string[] = [];
    for (const ext of [...extensions, 'unknownext', 'noext']) {
      for (const form of [ext, '.' + ext, 'file.' + ext, 'dir/file.' + ext.toUpperCase()]) {
        const expected = typeOf(express, form);
        const actual = typeOf(reference, form);
        if (actual !== expected) differences.push(`${form}: Express ${String(expected)}, reference ${String(actual)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
