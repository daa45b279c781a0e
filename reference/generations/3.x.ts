// Generation 3.x: how it differs in the shared core, in one object. What 3.x
// adds on top of the core (app.configure, app.routes, req.accepted, the bundled
// middleware, ...) lives in reference/v3/.
import { pathSyntax3 } from '../v3/path-syntax';
import type { GenerationProfile } from './profile';

export const generation3: GenerationProfile = {
  name: '3.x',
  // Routes as in 4.x; mounts are case-insensitive prefixes ending at '/' or '.'.
  pathSyntax: pathSyntax3,
  asyncErrors: false,
  // A mount matches when its prefix is followed by '/' or '.'.
  mountBoundary: '/.',
  optionsResponse: 'send',
  paramFunctionForm: true,
  paramColonPrefix: true,
  // 3.x's app.router is replaced by reference/v3/application.ts.
  appRouter: 'throws',
  legacyAliases: true,
  // 3.x parses the query string with the nested-object parser.
  defaults: { 'query parser': 'extended' },
  reqHost: 'hostname',
  reqQuery: 'writable',
  reqParam: true,
  strictStatus: false,
  legacyResponseSignatures: true,
  locationBack: true,
  redirectHtml: (text, url) => `<p>${text}. Redirecting to <a href="${url}">${url}</a></p>`,
  clearCookieDropsMaxAge: false,
  linksArrays: false,
  sendFileEtagFromApp: false,
  quoteDispositionFilename: true,
  mimeOverrides: { js: 'application/javascript' },
  body: { emptyBody: () => ({}), urlencodedExtended: true },
  static: { dotfiles: 'ignore' },
};
