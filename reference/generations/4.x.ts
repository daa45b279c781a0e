// Generation 4.x: every way it differs from the others, in one object.
import { pathSyntax4 } from '../router/path-syntax/4.x';
import type { GenerationProfile } from './profile';

export const generation4: GenerationProfile = {
  name: '4.x',
  pathSyntax: pathSyntax4,
  asyncErrors: false,
  mountBoundary: '/.',
  optionsResponse: 'send',
  paramFunctionForm: true,
  paramColonPrefix: true,
  appRouter: 'throws',
  legacyAliases: true,
  // The spec's settings table gives 'simple' for every generation; Express 4
  // itself defaults to 'extended' (a divergence the conformance suite records).
  defaults: { 'query parser': 'simple' },
  reqHost: 'hostname',
  reqQuery: 'writable',
  reqParam: true,
  strictStatus: false,
  legacyResponseSignatures: true,
  locationBack: true,
  redirectHtml: (text, url) => `<p>${text}. Redirecting to ${url}</p>`,
  clearCookieDropsMaxAge: false,
  linksArrays: false,
  sendFileEtagFromApp: false,
  quoteDispositionFilename: true,
  mimeOverrides: { js: 'application/javascript' },
  body: { emptyBody: () => ({}), urlencodedExtended: true },
  static: { dotfiles: undefined },
};
