// Requests aimed at the app's own routes. Generated independently of the app (so fast-check
// shrinks each on its own), an aimed request names a route by number and the values of its
// parameters; here it becomes a concrete path of the app it is sent to.
import type { AppModel, Item, RequestModel, Segment } from './model';

/** The segment paths of every route, mounts included, in the order they appear. */
function routePaths(items: Item[], prefix: Segment[] = [], out: Segment[][] = []): Segment[][] {
  for (const item of items) {
    if (item.t === 'route' && item.path.t === 'segments') out.push([...prefix, ...item.path.segments]);
    if (item.t === 'mount') routePaths(item.items, [...prefix, ...item.at], out);
  }
  return out;
}

/** The request as sent to this app: its aim resolved to a path (the query kept), the aim dropped. */
export function aimAt(app: AppModel, request: RequestModel): RequestModel {
  const { aim, ...rest } = request;
  if (!aim) return rest;
  const routes = routePaths(app.items);
  if (!routes.length) return rest;
  const segments = routes[aim.route % routes.length];
  let v = 0;
  const value = () => aim.values[v++ % aim.values.length];
  const parts: string[] = [];
  for (const s of segments) {
    if (s.t === 'lit') parts.push(s.v);
    else if (s.t === 'optional') {
      const x = value();
      if (x !== '') parts.push(x); // an empty value leaves the optional segment out
    } else if (s.t === 'wildcard') parts.push(value(), value());
    else parts.push(value() || 'v');
  }
  const at = request.path.indexOf('?');
  const query = at >= 0 ? request.path.slice(at) : '';
  return { ...rest, path: '/' + parts.join('/') + query };
}
