// The state of one scenario: the adapter under test, the app the scenario built,
// the server it runs on, and the last response received.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { World, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import type { Adapter, Served } from '../../adapters/contract';
import { loadAdapter } from '../../adapters/load';
import { createApp, serveApp } from '../../adapters/serve';
import { runAppCode, FIXTURES } from './app-code';
import { send, type WireRequest, type WireResponse } from './http-client';
import { runConfigFromEnv, type RunConfig } from './run-config';

export const config: RunConfig = runConfigFromEnv();

let adapterPromise: Promise<Adapter> | undefined;
/** One adapter per process (each parallel worker loads its own). */
export function adapter(): Promise<Adapter> {
  adapterPromise ??= loadAdapter(config.adapter, { profile: config.profile, cwd: config.cwd });
  return adapterPromise;
}

export class ConformanceWorld extends World {
  readonly config = config;
  /** What is served: the app, or a handler the app code returned. */
  private handler: unknown;
  private served?: Served;
  private tls = false;
  private lastResponse?: WireResponse;
  private lastRequest?: WireRequest;
  private requestCount = 0;

  constructor(options: IWorldOptions) {
    super(options);
  }

  async buildApp(code: string): Promise<void> {
    const a = await adapter();
    const app = createApp(a);
    const returned = await runAppCode(code, { fw: a.fw, app });
    this.handler = returned === undefined ? app : returned;
  }

  serveOverTls(): void {
    this.tls = true;
  }

  async request(request: WireRequest): Promise<WireResponse> {
    if (this.handler === undefined) throw new Error('no app: the scenario must start with "Given the app:"');
    if (!this.served) {
      const tls = this.tls
        ? {
            key: fs.readFileSync(path.join(FIXTURES, 'tls', 'key.pem')),
            cert: fs.readFileSync(path.join(FIXTURES, 'tls', 'cert.pem')),
          }
        : undefined;
      this.served = await serveApp(await adapter(), this.handler, { tls });
    }
    this.lastRequest = request;
    this.requestCount++;
    this.lastResponse = await send(this.served.url, request, this.config.timeoutMs);
    return this.lastResponse;
  }

  get response(): WireResponse {
    if (!this.lastResponse) throw new Error('no response yet: a "When I send ..." step must come first');
    return this.lastResponse;
  }

  /** The last request sent, its response if one came, and how many were sent (for the report). */
  get lastExchange(): { request: WireRequest; response?: WireResponse; requests: number } | undefined {
    if (!this.lastRequest) return undefined;
    // A response belongs to the last request only if that request got one (not on a timeout).
    const response = this.lastResponse?.request === this.lastRequest ? this.lastResponse : undefined;
    return { request: this.lastRequest, response, requests: this.requestCount };
  }

  async close(): Promise<void> {
    const served = this.served;
    this.served = undefined;
    if (served) await served.close();
  }
}

setWorldConstructor(ConformanceWorld);
