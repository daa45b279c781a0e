// zod's API re-exports its 50-odd locales, and so loads every one of them (85 modules of the
// 560 a one-check run's CLI loads), though it speaks English unless told otherwise, and this
// package never tells it. Put in place of the locales' index before zod first loads: a module
// whose locales load the first time one is read, as the real index then.
import Module from 'node:module';

/** Puts the lazy index in place, unless zod's locales are loaded already or cannot be found. */
export function loadZodLocalesWhenRead(): void {
  let file: string;
  try {
    file = require.resolve('zod/v4/locales');
  } catch {
    return;
  }
  if (require.cache[file]) return;
  let real: Record<string | symbol, unknown> | undefined;
  const load = (): Record<string | symbol, unknown> => {
    if (!real) {
      delete require.cache[file];
      real = require(file) as Record<string | symbol, unknown>;
    }
    return real;
  };
  const index = new Module(file);
  index.filename = file;
  index.loaded = true;
  index.exports = new Proxy<Record<string | symbol, unknown>>(
    {},
    {
      // An ES module's namespace to zod's __importStar, which then takes it as it is, reading nothing.
      get: (_, key) => (key === '__esModule' ? true : load()[key]),
      has: (_, key) => key in load(),
      ownKeys: () => Reflect.ownKeys(load()),
      // As the real index describes them (configurable: the proxy's empty target holds none of them).
      getOwnPropertyDescriptor: (_, key) => {
        const own = Reflect.getOwnPropertyDescriptor(load(), key);
        return own && { ...own, configurable: true };
      },
    },
  );
  require.cache[file] = index;
}
