// Builds the framework function `fw` of one generation from its profile:
// fw() makes an app; fw.Router, fw.json, ... and the prototypes hang off it.
import { json, raw, text, urlencoded } from './body/index';
import { createApplicationPrototype, type App } from './application';
import type { GenerationProfile } from './generations/profile';
import { createRequestPrototype } from './request';
import { createResponsePrototype } from './response';
import { Route } from './router/route';
import { createRouterConstructor, type RouterConstructor } from './router/router';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler, Next, Req, Res } from './types';

export interface Framework {
  (): App;
  application: Partial<App>;
  request: Partial<Req>;
  response: Partial<Res>;
  Router: RouterConstructor;
  Route: typeof Route;
  json(options?: object): Handler;
  raw(options?: object): Handler;
  text(options?: object): Handler;
  urlencoded(options?: object): Handler;
  static(root: string, options?: object): Handler;
}

export function createFramework(profile: GenerationProfile): Framework {
  const Router = createRouterConstructor(profile);
  const application = createApplicationPrototype(profile, Router);
  const request = createRequestPrototype(profile);
  const response = createResponsePrototype(profile);

  const fw = function createApplication(): App {
    const app = function app(req: IncomingMessage, res: ServerResponse, next?: Next) {
      (app as App).handle(req, res, next);
    } as App;
    Object.setPrototypeOf(app, fw.application);
    // Each app has its own request/response prototypes (req.app / res.app),
    // chained to fw.request / fw.response so that extending those reaches every app.
    const self = { configurable: true, enumerable: true, writable: true, value: app };
    app.request = Object.create(fw.request, { app: self });
    app.response = Object.create(fw.response, { app: self });
    app.init();
    return app;
  } as Framework;

  fw.application = application;
  fw.request = request;
  fw.response = response;
  fw.Router = Router;
  fw.Route = Route;
  fw.json = (options) => json(options, profile.body) as Handler;
  fw.raw = (options) => raw(options, profile.body) as Handler;
  fw.text = (options) => text(options, profile.body) as Handler;
  fw.urlencoded = (options) => urlencoded(options, profile.body) as Handler;
  fw.static = (root, options) => profile.static.middleware(root, options, profile.static);
  for (const name of profile.application.unbundledMiddleware) {
    Object.defineProperty(fw, name, {
      configurable: true,
      get() {
        throw new Error(`fw.${name} is no longer bundled with fw: install the ${name} middleware as a package of its own`);
      },
    });
  }
  return fw;
}
