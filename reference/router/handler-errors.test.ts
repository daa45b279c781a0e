// Registering something that is not a function throws what the Express of the same
// generation throws: the same error class and message, or nothing where Express
// allows it. Apps and their test suites match on these messages.
import { describe, expect, it } from 'vitest';
import reference4 from '../4.x';
import reference5 from '../5.x';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const express4 = require('express4');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const express5 = require('express5');

type Fw = any;
const CALLS: Record<string, (fw: Fw, value: unknown) => unknown> = {
  'app.get(path, value)': (fw, v) => fw().get('/x', v),
  'app.post(path, value)': (fw, v) => fw().post('/x', v),
  'app.all(path, value)': (fw, v) => fw().all('/x', v),
  'app.use(value)': (fw, v) => fw().use(v),
  'app.use(path, value)': (fw, v) => fw().use('/x', v),
  'router.put(path, value)': (fw, v) => fw.Router().put('/x', v),
  'router.use(value)': (fw, v) => fw.Router().use(v),
  'router.use(path, value)': (fw, v) => fw.Router().use('/x', v),
  'route.delete(value)': (fw, v) => fw.Router().route('/x').delete(v),
  'route.all(value)': (fw, v) => fw.Router().route('/x').all(v),
  'route.get()': (fw) => fw.Router().route('/x').get(),
  'router.use()': (fw) => fw.Router().use(),
};
const VALUES: Record<string, unknown> = { number: 1, string: 'a string', null: null, date: new Date(0), object: {}, array: [1] };

function outcome(call: () => unknown): string {
  try {
    call();
    return 'no error';
  } catch (e) {
    return `${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
}

describe.each([
  ['4.x', reference4, express4],
  ['5.x', reference5, express5],
])('%s handler validation', (_gen, reference, express) => {
  for (const [form, call] of Object.entries(CALLS)) {
    it.each(Object.entries(VALUES))(`${form} with a %s throws what Express throws`, (_name, value) => {
      const expected = outcome(() => call(express, value));
      expect(outcome(() => call(reference, value))).toBe(expected);
    });
  }
});
