// The 3.x framework: the shared core built from the 3.x profile, plus what
// only 3.x has: app.configure, req.accepted*, res.charset, and
// the bundled connect middleware hung on fw.
import type { Framework } from '../create';
import type { GenerationProfile } from '../generations/profile';
import type { Handler } from '../types';
import { addApplication3 } from './application';
import { basicAuth } from './middleware/basicAuth';
import { bodyParser } from './middleware/bodyParser';
import { compress } from './middleware/compress';
import { cookieParser } from './middleware/cookieParser';
import { cookieSession } from './middleware/cookieSession';
import { csrf } from './middleware/csrf';
import { directory } from './middleware/directory';
import { logger } from './middleware/logger';
import { methodOverride } from './middleware/methodOverride';
import { multipart } from './middleware/multipart';
import { addRequest3 } from './request';
import { addResponse3 } from './response';

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

export function addFramework3(base: Framework, profile: GenerationProfile): Framework3 {
  const fw = base as Framework3;
  addApplication3(fw.application);
  addRequest3(fw.request);
  addResponse3(fw.response);
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
  return fw;
}
