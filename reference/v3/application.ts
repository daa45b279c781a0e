// What only the 3.x application has, added to fw.application: app.configure.
// (3.x's ways in shared operations, such as app.routes records, app.router
// placement or app.locals as a function, are profile fields read by the core:
// generations/3.x.ts.)
import type { App } from '../application';

export function addApplication3(app: Record<string, unknown>): void {
  /** Calls fn (with the app as `this`) when one of the envs is current, or always without envs. */
  app.configure = function configure(this: App, ...args: unknown[]): App {
    const fn = args.pop() as (this: App) => void;
    if (args.length === 0 || args.includes(this.get('env'))) fn.call(this);
    return this;
  };
}
