// What only the 3.x request has, added to fw.request: req.accepted,
// req.acceptedLanguages and req.acceptedCharsets, the parsed Accept-style
// headers, highest quality first.
import { parseAccept } from '../accept-header';
import type { Req } from '../types';

export function addRequest3(req: object): void {
  getter(req, 'accepted', function (this: Req) {
    return parseAccept(this.headers.accept).map((e) => {
      const [type, subtype] = e.value.split('/');
      return { ...e, type, subtype };
    });
  });
  getter(req, 'acceptedLanguages', function (this: Req) {
    return parseAccept(this.headers['accept-language']).map((e) => e.value);
  });
  getter(req, 'acceptedCharsets', function (this: Req) {
    return parseAccept(this.headers['accept-charset'] as string | undefined).map((e) => e.value);
  });
}

function getter(obj: object, name: string, get: () => unknown): void {
  Object.defineProperty(obj, name, { configurable: true, enumerable: true, get });
}
