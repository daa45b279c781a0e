// One side of a comparison: an adapter in its own framework process (the framework never
// runs in the diff's process). Builds a generated app there, sends it requests over real
// HTTP and turns whatever happens (an answer, a crash, a hang, a refused app) into an
// Outcome; a process that died or was retired is replaced before the next app.
import { FrameworkProcess, type AdapterInfo, type LoadedPackage, type PackageSwap } from '../adapters/isolation';
import { FIXTURES } from '../features/support/app-code';
import { send, type WireRequest } from '../features/support/http-client';
import type { RequestModel } from './model';

export type Outcome =
  | { kind: 'response'; status: number; headers: Array<[string, string]>; body: Buffer }
  /** No answer: the app could not be built, or the framework crashed, hung or broke the connection. */
  | { kind: 'failure'; stage: 'app' | 'request'; message: string };

export interface SideOptions {
  adapter: string;
  profile: string;
  cwd: string;
  timeoutMs: number;
  /** Packages the framework requires from other copies (deciders.ts: which dependency decides a difference). */
  swaps?: PackageSwap[];
}

export function wireRequest(r: RequestModel): WireRequest {
  const headers = [...r.headers];
  if (r.body?.contentType) headers.push(['Content-Type', r.body.contentType]);
  return { method: r.method, path: r.path, headers, ...(r.body ? { body: Buffer.from(r.body.data, 'utf8') } : {}) };
}

function pairs(raw: string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push([raw[i], raw[i + 1]]);
  return out;
}

export class Side {
  private fp?: FrameworkProcess;
  private url?: string;
  /** Why the current app cannot answer (it failed to build, or its process went down). */
  private lost?: string;
  /** Whether the current app failed to build (not a request failure). */
  appFailed = false;

  private constructor(readonly options: SideOptions, fp: FrameworkProcess) {
    this.fp = fp;
  }

  /** Loads the adapter; an adapter that cannot load is an AdapterError (the run cannot be made). */
  static async start(options: SideOptions): Promise<Side> {
    return new Side(options, await FrameworkProcess.start({ ...options }));
  }

  get info(): AdapterInfo {
    return this.fp!.info;
  }

  private async process(): Promise<FrameworkProcess> {
    if (this.fp && this.fp.alive && !this.fp.retired) return this.fp;
    this.fp?.kill();
    this.fp = undefined;
    this.fp = await FrameworkProcess.start({ ...this.options });
    return this.fp;
  }

  /** Runs the app code and serves it; a failure is kept as the outcome of every request to it. */
  async build(code: string): Promise<void> {
    this.url = undefined;
    this.lost = undefined;
    try {
      const fp = await this.process();
      this.url = await fp.build(code, FIXTURES, false);
    } catch (err) {
      this.lost = `the app could not be built: ${(err as Error).message}`;
      this.appFailed = true;
    } finally {
      this.fp?.takeOutput();
    }
  }

  async exchange(request: RequestModel): Promise<Outcome> {
    if (this.lost || !this.url || !this.fp) {
      return { kind: 'failure', stage: this.appFailed ? 'app' : 'request', message: this.lost ?? 'no app' };
    }
    const wire = wireRequest(request);
    try {
      const res = await this.fp.watch(`handling ${request.method} ${request.path}`, send(this.url, wire, this.options.timeoutMs));
      return { kind: 'response', status: res.status, headers: pairs(res.rawHeaders), body: res.body };
    } catch (err) {
      const message = (err as Error).message;
      // The app is not to be trusted after this (its process may be gone): later requests say so.
      this.lost = `an earlier request failed: ${message}`;
      return { kind: 'failure', stage: 'request', message };
    } finally {
      this.fp.takeOutput();
    }
  }

  /** The packages the framework's process has loaded; undefined when it is gone (a crash). */
  async loadedPackages(): Promise<LoadedPackage[] | undefined> {
    if (!this.fp?.alive || this.fp.retired) return undefined;
    try {
      return await this.fp.loadedPackages();
    } catch {
      return undefined;
    }
  }

  /** Closes the app (left to the next build when all went well: one round trip less). */
  async close(): Promise<void> {
    const fp = this.fp;
    this.appFailed = false;
    if (!fp || !fp.alive) return;
    if (!this.lost && fp.quiet) {
      fp.closeWithNextBuild();
      fp.takeOutput();
      return;
    }
    try {
      await fp.close();
    } catch {
      fp.kill(); // a framework that cannot close its app gets a fresh process for the next one
    }
    fp.takeOutput();
  }

  dispose(): void {
    this.fp?.kill();
    this.fp = undefined;
  }
}
