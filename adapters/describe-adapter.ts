// An adapter as the check side sees it: what it is and how it serves, never the framework
// itself. Here, outside the isolation layer, because the bundled adapters describe themselves
// with it in the framework process, which must not load the check side (its zod included).
import type { Adapter } from './contract';
import type { AdapterInfo } from './isolation';

export function describeAdapter(adapter: Omit<Adapter, 'fw'>): AdapterInfo {
  return {
    name: adapter.name,
    version: adapter.version,
    interfaceVersion: adapter.interfaceVersion,
    generation: adapter.generation,
    oracle: adapter.oracle,
    serve: Boolean(adapter.serve),
    tls: Boolean(adapter.serve && adapter.tls),
    source: adapter.source,
  };
}
