import { describe, expect, it } from 'vitest';
import { adapterObjectSchema, servedSchema } from './contract';
import { isAdapterObject } from './load';
import { isServed } from './serve';

// The framework process tells a good adapter and a good serve() answer without zod (each crash
// costs a fresh process, and zod a sixth of its start): the hand checks must accept exactly what
// the schemas accept.
const fw = () => undefined;
const adapters: object[] = [
  { name: 'x', generation: '4.x', fw },
  { name: 'x', generation: '5.x', fw, version: '1.0.0', interfaceVersion: '4.17.1', serve: fw, tls: true, extra: 1 },
  { name: '', generation: '4.x', fw },
  { name: 'x', generation: '6.x', fw },
  { name: 'x', generation: '4.x' },
  { name: 'x', generation: '4.x', fw: 'express' },
  { name: 'x', generation: '4.x', fw, serve: {} },
  { name: 'x', generation: '4.x', fw, tls: 'yes' },
  { name: 'x', generation: '4.x', fw, version: 4 },
  { name: 'x', generation: '4.x', fw, interfaceVersion: null },
  { name: 1, generation: '4.x', fw },
  {},
];
const served: unknown[] = [
  { url: 'http://127.0.0.1:3000', close: fw },
  { url: 'https://127.0.0.1:1/x', close: fw, more: true },
  { url: 'not a url', close: fw },
  { url: '127.0.0.1:3000', close: fw },
  { url: 'http://127.0.0.1:3000' },
  { url: 3000, close: fw },
  { close: fw },
  null,
  undefined,
  'http://127.0.0.1:3000',
  Object.assign(() => undefined, { url: 'http://127.0.0.1:3000', close: fw }),
];

describe('the checks the framework process makes without zod', () => {
  it.each(adapters.map((a) => [JSON.stringify(a), a] as const))('an adapter %s is judged as adapterObjectSchema judges it', (_, a) => {
    expect(isAdapterObject(a)).toBe(adapterObjectSchema.safeParse(a).success);
  });

  it.each(served.map((s) => [String(JSON.stringify(s)), s] as const))("serve()'s answer %s is judged as servedSchema judges it", (_, s) => {
    expect(isServed(s)).toBe(servedSchema.safeParse(s).success);
  });
});
