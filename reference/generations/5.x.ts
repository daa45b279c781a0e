// Generation 5.x: every way it differs from the others, in one object.
import { pathSyntax5 } from '../router/path-syntax/5.x';
import { serveStatic } from '../static';
import { mimeTypesContentType } from '../static/content-type';
import { bodyParser2 } from './body';
import { etagDecides } from '../freshness';
import { dispositionByToken } from '../response/disposition';
import type { FileSenderRules, GenerationProfile } from './profile';
import { onFirstUse } from '../on-first-use';

// MIME types (mime-db's table) load with the first lookup.
const mime = onFirstUse(() => require('mime-types') as typeof import('mime-types'));

// The file sender of 5.x is send 1.x itself.
const sender: FileSenderRules = { range: undefined, freshness: undefined };

export const generation5: GenerationProfile = {
  name: '5.x',
  routing: {
    pathSyntax: pathSyntax5,
    asyncErrors: true,
    mountBoundary: '/',
    addedSlash: 'unless-rewritten',
    optionsResponse: 'plain',
    paramFunctionForm: false,
    paramColonPrefix: false,
    paramErrors: 'argument',
    handlerErrors: 'argument',
    handleCallback: 'required',
  },
  application: {
    appRouter: 'lazy',
    verbs: 'route',
    initWithoutRouter: true,
    paramCallbacks: 'first',
    locals: 'object',
    unbundledMiddleware: [],
    legacyAliases: false,
    defaults: { 'query parser': 'simple' },
    queryArrayLimit: 20,
    developmentDefaults: {},
  },
  request: {
    reqHost: 'host',
    reqQuery: 'getter',
    reqParam: false,
    acceptsNone: false,
    acceptsLists: 'negotiate',
    is: 'type-is',
    freshness: etagDecides,
  },
  response: {
    strictStatus: true,
    legacyResponseSignatures: false,
    locationBack: false,
    relativeLocation: false,
    redirectHtml: (text, url) =>
      `<!DOCTYPE html><head><title>${text}</title></head><body><p>${text}. Redirecting to ${url}</p></body>`,
    clearCookieDropsMaxAge: true,
    signedCookieError: 'cookieParser("secret") required for signed cookies',
    linksArrays: true,
    typeOf: (type) => mime().contentType(type),
    completeContentType: (value) => mime().contentType(value) || value,
    bodyCharset: undefined,
    disposition: dispositionByToken,
    attachmentTypedBy: 'base name',
    sendFileEtagFromApp: true,
    downloadContentType: undefined,
    fileContentType: undefined,
    fileSender: sender,
    lowercaseSendfile: false,
    send: { unknownStatusBody: 'none', binary: 'typed-arrays', contentLength: 'unless-chunked', stringBody: 'bytes-when-tagged-or-long', resetContent: true },
  },
  body: bodyParser2,
  static: { middleware: serveStatic, defaultDotfiles: 'ignore', contentType: mimeTypesContentType, sender },
};
