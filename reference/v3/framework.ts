// Builds the 3.x framework from the shared one: extends fw.application,
// fw.request and fw.response, and hangs the bundled 3.x middleware on fw.
import type { Framework } from '../create';
import type { GenerationProfile } from '../generations/profile';
import type { Handler } from '../types';
import { extendApplication } from './application';
import { basicAuth } from './middleware/basicAuth';
import { bodyParser } from './middleware/bodyParser';
import { compress } from './middleware/compress';
import { cookieParser } from './middleware/cookieParser';
import { cookieSession } from './middleware/cookieSession';
import { csrf } from './middleware/csrf';
import { directory } from './middleware/directory';
import { json } from './middleware/json';
import { urlencoded } from './middleware/urlencoded';
import { logger } from './middleware/logger';
import { methodOverride } from './middleware/methodOverride';
import { multipart } from './middleware/multipart';
import { serveStatic } from './middleware/static';
import { extendRequest } from './request';
import { extendResponse } from './response';

export interface Framework3 extends Framework {
  basicAuth: typeof basicAuth;
  bodyParser(options?: Record<string, any>): Handler;
  compress: typeof compress;
  cookieParser: typeof cookieParser;
  cookieSession: typeof cookieSession;
  csrf: typeof csrf;
  directory: typeof directory;
  logger: typeof logger;
  methodOverride: typeof methodOverride;
  multipart: typeof multipart;
}

export function extendFramework3(base: Framework, profile: GenerationProfile): Framework3 {
  const fw = base as Framework3;
  extendApplication(fw.application, fw.Router);
  extendRequest(fw.request);
  extendResponse(fw.response);
  fw.json = (options) => json(options, profile.body);
  fw.urlencoded = (options) => urlencoded(options, profile.body);
  fw.multipart = multipart;
  fw.bodyParser = (options) => bodyParser(options, profile.body);
  fw.basicAuth = basicAuth;
  fw.compress = compress;
  fw.cookieParser = cookieParser;
  fw.cookieSession = cookieSession;
  fw.csrf = csrf;
  fw.directory = directory;
  fw.logger = logger;
  fw.methodOverride = methodOverride;
  fw.static = (root, options) => serveStatic(root, options as Record<string, any>);
  return fw;
}
