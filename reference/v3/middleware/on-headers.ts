// Runs a listener right before the response headers are written (explicit
// writeHead, or the implicit one of the first write/end).
import type { Res } from '../../types';

export function onHeaders(res: Res, listener: () => void): void {
  const writeHead = res.writeHead;
  let fired = false;
  res.writeHead = function (this: Res, ...args: unknown[]) {
    if (!fired) {
      fired = true;
      // A status code given to writeHead is visible to the listener.
      if (typeof args[0] === 'number') this.statusCode = args[0];
      listener.call(this);
    }
    return (writeHead as Function).apply(this, args);
  } as Res['writeHead'];
}
