// Generation 5.x: every way it differs from the others, in one object.
import { pathSyntax5 } from '../router/path-syntax/5.x';
import type { GenerationProfile } from './profile';

export const generation5: GenerationProfile = {
  name: '5.x',
  pathSyntax: pathSyntax5,
  asyncErrors: true,
  mountBoundary: '/',
  optionsResponse: 'plain',
  paramFunctionForm: false,
  paramColonPrefix: false,
  appRouter: 'lazy',
  legacyAliases: false,
  defaults: { 'query parser': 'simple' },
  reqHost: 'host',
  reqQuery: 'getter',
  reqParam: false,
  strictStatus: true,
  legacyResponseSignatures: false,
  locationBack: false,
  redirectHtml: (text, url) =>
    `<!DOCTYPE html><head><title>${text}</title></head><body><p>${text}. Redirecting to ${url}</p></body>`,
  clearCookieDropsMaxAge: true,
  linksArrays: true,
  sendFileEtagFromApp: true,
  quoteDispositionFilename: false,
  mimeOverrides: {},
  body: { emptyBody: () => undefined, urlencodedExtended: false },
  static: { dotfiles: 'ignore' },
};
