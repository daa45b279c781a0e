// Differences between the reference and real Express that the diff found and that are
// reference bugs awaiting their fix (issue 13: the lead schedules them after the reshape of
// reference/). Only the CI test (diff.test.ts) passes this list, so that its run goes on
// past them and still fails on anything new; the command line never hides a difference.
// Each entry says what it is and explains the items of a difference it accounts for, as
// narrowly as the bug; a difference is known when every one of its items is explained.
// Remove an entry with its fix. The details are in diff/findings.md.
import type { Difference } from './compare';
import type { FoundDifference } from './run';

export interface KnownDifference {
  id: string;
  what: string;
  explains(found: FoundDifference, item: Difference): boolean;
}

const status = (f: FoundDifference, side: 'adapter' | 'against') => {
  const o = f.outcomes[side];
  return o.kind === 'response' ? o.status : undefined;
};
const pathname = (f: FoundDifference) => f.request.path.split('?')[0];
const header = (f: FoundDifference, name: string) => f.request.headers.find(([n]) => n.toLowerCase() === name)?.[1];

/** A '%' not followed by two hex digits, or a percent-encoded sequence that is not UTF-8. */
const UNDECODABLE = /%(?![0-9a-fA-F]{2})|%E0%A4%A(?![0-9a-fA-F])/;

export const KNOWN_REFERENCE_BUGS: KnownDifference[] = [
  {
    id: 'undecodable-param',
    what:
      'an undecodable parameter on a route whose method does not match: Express decodes it anyway (400, URIError), ' +
      'the reference skips the route (issue 13). What follows differs with the app: a 404, a later route answering, ' +
      "a later layer's 400 naming another parameter, a sub-app's X-Powered-By on the 400, fw.static's 400",
    // Broad on purpose: where the skipped route would have failed, everything after it differs.
    explains: (f) => UNDECODABLE.test(pathname(f)) && status(f, 'against') === 400,
  },
  {
    id: 'root-route-double-slash-5x',
    what: "5.x: GET // reaches app.get('/') in Express 5 (path-to-regexp 8's optional trailing '/' after the root '/'); the reference passes it on (a 404, a later route, fw.static's index)",
    explains: (f) => pathname(f) === '//' && /app\.(get|all)\('\/'/.test(f.appCode),
  },
  {
    id: 'cookie-invalid-name-message',
    what: "res.cookie('a b', ...) throws 'argument name is invalid: a b' (cookie 1.x's words); Express's cookie module says 'argument name is invalid'",
    explains: (f, d) =>
      f.appCode.includes("res.cookie('a b'") &&
      (d.name === 'content-length' || d.name === 'etag' || (d.what === 'body' && d.adapter.includes('argument name is invalid: ') && /argument name is invalid(?!:)/.test(d.against))),
  },
  {
    id: 'mount-double-slash-4x',
    what:
      "4.x: under a mount path followed by '//' (app.use('/p', router), GET /p//42), Express 4 strips the mount path with one '/' " +
      "(path-to-regexp 0.1's optional trailing slash), so req.url is '/42'; the reference leaves '//42'",
    explains: (f, d) => /^\/[^?]*[^/]\/\/[^/]/.test(pathname(f)) && f.appCode.includes('.use(') && d.what !== 'outcome',
  },
  {
    id: 'static-range-malformed',
    what:
      "4.x: Range: bytes=abc on a static file: the reference answers 200 with the whole file, Express 4 416 (issue 13 lists it; " +
      'Express 5.3 answers 200 as the reference does)',
    explains: (f) => header(f, 'range') === 'bytes=abc' && status(f, 'adapter') === 200 && status(f, 'against') === 416,
  },
  {
    id: 'charset-casing-4x',
    what: "4.x: res.sendFile and fw.static send 'charset=utf-8' where Express 4 (send 0.19, mime 1.x) sends 'charset=UTF-8' (issue 13)",
    explains: (f, d) => d.name === 'content-type' && d.adapter !== d.against && d.adapter.toLowerCase() === d.against.toLowerCase(),
  },
  {
    id: 'fresh-both-conditions-4x',
    what:
      '4.x: with If-None-Match and If-Modified-Since both sent, Express 4 (fresh 0.5) also requires the If-Modified-Since to hold ' +
      '(no Last-Modified, or one after it: stale, so 200, or fw.static\'s 206 or 416 for a Range); the reference answers as Express 5 does ' +
      '(fresh on If-None-Match alone: 304)',
    explains: (f) =>
      f.appCode !== '' && header(f, 'if-none-match') !== undefined && header(f, 'if-modified-since') !== undefined &&
      ((status(f, 'adapter') === 304 && status(f, 'against') !== 304) || (d200(f) && f.differences.every((d) => d.what === 'body'))),
  },
  {
    id: 'attachment-latin1-filename-4x',
    what:
      "4.x: res.attachment('résumé.txt') gives filename=\"r?sum?.txt\"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt where Express 4 " +
      '(content-disposition 0.5) sends the ISO-8859-1 name itself, filename="résumé.txt", and no filename*',
    explains: (f, d) => d.name === 'content-disposition' && d.adapter.includes("filename*=UTF-8''") && !d.against.includes('filename*') && /[\u00a0-\u00ff]/.test(d.against),
  },
];

/** Both answered 200 (req.fresh shown in a JSON body differs). */
const d200 = (f: FoundDifference) => status(f, 'adapter') === 200 && status(f, 'against') === 200;

/** The id of the first entry that explains every item of the difference, if any. */
export function knownReferenceBug(found: FoundDifference): string | undefined {
  for (const k of KNOWN_REFERENCE_BUGS) if (found.differences.every((d) => k.explains(found, d))) return k.id;
  // Items of several known bugs in one answer: known when each is explained by one of them.
  const all = found.differences.every((d) => KNOWN_REFERENCE_BUGS.some((k) => k.explains(found, d)));
  return all ? KNOWN_REFERENCE_BUGS.filter((k) => found.differences.some((d) => k.explains(found, d))).map((k) => k.id).join('+') : undefined;
}
