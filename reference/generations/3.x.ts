// Generation 3.x: how it differs in the shared core, in one object. What only
// 3.x has (app.configure, req.accepted, res.sendfile, res.charset, the bundled
// connect middleware) is added by reference/v3/.
import { pathSyntax3 } from '../v3/path-syntax';
import { fileType } from '../v3/file-type';
import { connectStatic } from '../v3/middleware/static';
import { resCharset } from '../v3/response';
import { bodyParser1 } from './body';
import { everyConditionHolds } from '../freshness';
import { rangeAsSend013Reads } from '../static/range-readings';
import { dispositionQuoted } from '../response/disposition';
import type { FileSenderRules, GenerationProfile } from './profile';
import { onFirstUse } from '../on-first-use';

// MIME types (mime-db's table) load with the first lookup.
const mime = onFirstUse(() => require('mime-types') as typeof import('mime-types'));

// The file sender of 3.x (send 0.13): range-parser 1.0 and fresh 0.3's rule.
const sender: FileSenderRules = { range: rangeAsSend013Reads, freshness: everyConditionHolds };

export const generation3: GenerationProfile = {
  name: '3.x',
  routing: {
    // Routes as in 4.x; mounts are case-insensitive prefixes ending at '/' or '.'.
    pathSyntax: pathSyntax3,
    asyncErrors: false,
    // A mount matches when its prefix is followed by '/' or '.'.
    mountBoundary: '/.',
    addedSlash: 'always',
    optionsResponse: 'send',
    paramFunctionForm: true,
    paramColonPrefix: true,
    paramErrors: 'invalid-call',
    handlerErrors: 'argument',
    handleCallback: 'optional',
  },
  application: {
    appRouter: 'placed',
    verbs: 'recorded',
    initWithoutRouter: true,
    paramCallbacks: 'all',
    locals: 'function',
    unbundledMiddleware: [],
    legacyAliases: true,
    // 3.x parses the query string with the nested-object parser.
    defaults: { 'query parser': 'extended' },
    queryArrayLimit: 21,
    developmentDefaults: { 'json spaces': 2 },
  },
  request: {
    reqHost: 'hostname',
    reqQuery: 'writable',
    reqParam: true,
    acceptsNone: undefined,
    acceptsLists: 'listed',
    is: 'boolean',
    freshness: everyConditionHolds,
  },
  response: {
    strictStatus: false,
    legacyResponseSignatures: true,
    locationBack: true,
    relativeLocation: true,
    redirectHtml: (text, url) => `<p>${text}. Redirecting to <a href="${url}">${url}</a></p>`,
    clearCookieDropsMaxAge: false,
    signedCookieError: 'connect.cookieParser("secret") required for signed cookies',
    linksArrays: false,
    // res.type looks extensions up in the current table, as given
    typeOf: (type) => mime().lookup(type),
    completeContentType: undefined,
    bodyCharset: resCharset,
    disposition: dispositionQuoted,
    attachmentTypedBy: 'name',
    sendFileEtagFromApp: false,
    downloadContentType: fileType,
    fileContentType: fileType,
    fileSender: sender,
    lowercaseSendfile: true,
    send: { unknownStatusBody: 'code', binary: 'buffers', contentLength: 'unless-set', stringBody: 'string', resetContent: false },
  },
  body: bodyParser1,
  static: { middleware: connectStatic, defaultDotfiles: 'ignore', contentType: fileType, sender },
};
