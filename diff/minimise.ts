// A last pass after fast-check's shrinking, which removes array items only from the front
// (it keeps a suffix) and so can stop with items the difference does not need: each single
// part of the app and of the request is taken out in turn, and kept out while a difference
// remains. Greedy, one part at a time, within the shrink budget.
import type { AppModel, Item, RequestModel, Responder } from './model';

export interface Case {
  app: AppModel;
  request: RequestModel;
}

function without<T>(list: T[], i: number): T[] {
  return [...list.slice(0, i), ...list.slice(i + 1)];
}

/** The item lists of the app, each with a way to put a changed list back. */
function itemCandidates(items: Item[], rebuild: (items: Item[]) => AppModel): AppModel[] {
  const out: AppModel[] = [];
  items.forEach((item, i) => {
    out.push(rebuild(without(items, i)));
    const replace = (next: Item) => rebuild([...items.slice(0, i), next, ...items.slice(i + 1)]);
    if (item.t === 'mount') {
      out.push(...itemCandidates(item.items, (inner) => replace({ ...item, items: inner })));
      for (const key of Object.keys(item.settings) as Array<keyof typeof item.settings>) {
        const settings = { ...item.settings };
        delete settings[key];
        out.push(replace({ ...item, settings }));
      }
    }
    if (item.t === 'route') {
      if (item.handlers.length > 1) out.push(replace({ ...item, handlers: item.handlers.slice(1) }));
      const last = item.handlers[item.handlers.length - 1];
      if (last.t === 'json' && last.fields.length > 1) {
        last.fields.forEach((_, f) => {
          const answer: Responder = { ...last, fields: without(last.fields, f) };
          out.push(replace({ ...item, handlers: [...item.handlers.slice(0, -1), answer] }));
        });
      }
    }
  });
  return out;
}

/** Every case one part smaller than `c`. */
export function smallerCases(c: Case): Case[] {
  const out: Case[] = [];
  const { app, request } = c;
  for (const smaller of itemCandidates(app.items, (items) => ({ ...app, items }))) out.push({ app: smaller, request });
  for (const key of Object.keys(app.settings) as Array<keyof AppModel['settings']>) {
    const settings = { ...app.settings };
    delete settings[key];
    out.push({ app: { ...app, settings }, request });
  }
  if (app.errorHandler) out.push({ app: { ...app, errorHandler: false }, request });
  request.headers.forEach(([name], i) => {
    if (name !== 'Host') out.push({ app, request: { ...request, headers: without(request.headers, i) } });
  });
  if (request.body) {
    const { body: _, ...rest } = request;
    out.push({ app, request: rest });
  }
  const q = request.path.indexOf('?');
  if (q >= 0) out.push({ app, request: { ...request, path: request.path.slice(0, q) } });
  return out;
}

/**
 * Takes parts out while `differs` holds and time is left; resolves the smallest case found.
 * `normalise` puts back what the generator always gives an app (a candidate without it could
 * differ for a reason the generator keeps out, such as a recorded divergence); a candidate it
 * makes equal to the current case is no smaller and is not tried.
 */
export async function minimise<T>(
  start: Case,
  differs: (c: Case) => Promise<T | undefined>,
  deadline: number,
  normalise: (app: AppModel) => AppModel = (app) => app,
): Promise<{ case: Case; found?: T }> {
  let current = start;
  let found: T | undefined;
  for (let progress = true; progress && Date.now() < deadline; ) {
    progress = false;
    const seen = JSON.stringify(current);
    for (const smaller of smallerCases(current)) {
      if (Date.now() >= deadline) break;
      const candidate = { ...smaller, app: normalise(smaller.app) };
      if (JSON.stringify(candidate) === seen) continue;
      const result = await differs(candidate);
      if (result !== undefined) {
        current = candidate;
        found = result;
        progress = true;
        break;
      }
    }
  }
  return { case: current, found };
}
