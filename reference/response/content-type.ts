// Completing a Content-Type with the charset of its MIME type, as Express 4's res.set
// does with mime 1.x's table (5.x uses mime-types' contentType, which does the same
// with its own table and also looks up a bare extension).

const CHARSET = /;\s*charset\s*=/i;

/** The value with '; charset=<the type's default, lower case>' added, unless it names a charset. */
export function withDefaultCharset(value: string, charsetOf: (mimeType: string) => string | false | undefined): string {
  if (CHARSET.test(value)) return value;
  const charset = charsetOf(value.split(';')[0].trim());
  return charset ? value + '; charset=' + charset.toLowerCase() : value;
}
