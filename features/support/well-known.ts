// RFC 8615 reserves the path prefix /.well-known/ for resources a site publishes on purpose
// (security.txt, ACME challenges, OpenID configuration). A dotfile in name only: a static
// library that serves it (sirv does, and documents it) discloses nothing.

/** A file (a path relative to the fixtures) inside a .well-known directory: public by RFC 8615. */
export function publicByRfc8615(file: string): boolean {
  return file.split(/[\\/]/).slice(0, -1).includes('.well-known');
}
