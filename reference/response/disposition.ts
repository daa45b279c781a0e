// Content-Disposition 'attachment' values, for res.attachment and res.download, by the
// generation's content-disposition module, of the file name's last path segment (by the
// platform's rule, as Express: on POSIX a backslash is part of the name).
import { basename } from 'node:path';
import { create } from 'content-disposition';
import contentDisposition05 = require('content-disposition-0.5');

export type Disposition = (filename: string | undefined) => string;

/** content-disposition 2 (Express 5.3): the filename parameter is quoted only when it must be. */
export const dispositionByToken: Disposition = (filename) => create(filename === undefined ? undefined : basename(filename));

/**
 * content-disposition 0.5 (Express 3 and 4): the filename parameter is always quoted, and an
 * ISO-8859-1 name is sent as it is, with no filename* parameter.
 */
export const dispositionQuoted: Disposition = contentDisposition05; // takes the base name itself
