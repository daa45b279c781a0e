// Generation 4.x: every way it differs from the others, in one object.
import { pathSyntax4 } from '../router/path-syntax/4.x';
import { serveStatic } from '../static';
import { withDefaultCharset } from '../response/content-type';
import { mime1ContentType } from '../static/content-type';
import { rangeAsSend019Reads } from '../static/range-readings';
import { bodyParser1 } from './body';
import { everyConditionHolds } from '../freshness';
import { dispositionQuoted } from '../response/disposition';
import type { FileSenderRules, GenerationProfile } from './profile';
import { onFirstUse } from '../on-first-use';

// mime 1.x's table loads with its first lookup.
const mime1 = onFirstUse(() => require('mime-1') as typeof import('mime-1'));

// The file sender of 4.x (send 0.19): range-parser 1.2 and fresh 0.5.
const sender: FileSenderRules = { range: rangeAsSend019Reads, freshness: everyConditionHolds };

export const generation4: GenerationProfile = {
  name: '4.x',
  routing: {
    pathSyntax: pathSyntax4,
    asyncErrors: false,
    mountBoundary: '/.',
    addedSlash: 'always',
    optionsResponse: 'send',
    paramFunctionForm: true,
    paramColonPrefix: true,
    paramErrors: 'argument',
    handlerErrors: 'requires-callback',
    handleCallback: 'optional',
  },
  application: {
    appRouter: 'throws',
    verbs: 'route',
    initWithoutRouter: false,
    paramCallbacks: 'first',
    locals: 'object',
    unbundledMiddleware: [
      // connect's middleware, bundled until 3.x
      'bodyParser', 'compress', 'cookieSession', 'session', 'logger', 'cookieParser', 'favicon', 'responseTime',
      'errorHandler', 'timeout', 'methodOverride', 'vhost', 'csrf', 'directory', 'limit', 'multipart', 'staticCache',
    ],
    legacyAliases: true,
    // The spec's settings table gives 'simple' for every generation; Express 4
    // itself defaults to 'extended' (a divergence the conformance suite records).
    defaults: { 'query parser': 'simple' },
    queryArrayLimit: 1000,
    developmentDefaults: {},
  },
  request: {
    reqHost: 'hostname',
    reqQuery: 'writable',
    reqParam: true,
    acceptsNone: false,
    acceptsLists: 'negotiate',
    is: 'type-is',
    freshness: everyConditionHolds,
  },
  response: {
    strictStatus: false,
    legacyResponseSignatures: true,
    locationBack: true,
    relativeLocation: false,
    redirectHtml: (text, url) => `<p>${text}. Redirecting to ${url}</p>`,
    clearCookieDropsMaxAge: false,
    signedCookieError: 'cookieParser("secret") required for signed cookies',
    linksArrays: false,
    typeOf: (type) => mime1().lookup(type, ''),
    completeContentType: (value) => withDefaultCharset(value, (type) => mime1().charsets.lookup(type)),
    bodyCharset: undefined,
    disposition: dispositionQuoted,
    attachmentTypedBy: 'name',
    sendFileEtagFromApp: false,
    downloadContentType: undefined,
    fileContentType: mime1ContentType,
    fileSender: sender,
    lowercaseSendfile: true,
    send: { unknownStatusBody: 'none', binary: 'typed-arrays', contentLength: 'unless-chunked', stringBody: 'bytes-when-tagged-or-long', resetContent: true },
  },
  body: bodyParser1,
  // serve-static 1.x: send 0.19's dotfile rule and mime 1.x's table
  static: { middleware: serveStatic, defaultDotfiles: 'last-segment', contentType: mime1ContentType, sender },
};
