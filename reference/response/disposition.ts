// Content-Disposition 'attachment' values, for res.attachment and res.download.
import * as contentDisposition from 'content-disposition';
import type { ResponseProfile } from '../generations/profile';

/** Content-Disposition 'attachment' with an optional file name. */
export function dispositionFor(profile: ResponseProfile, filename: string | undefined): string {
  const value = contentDisposition.create(filename);
  return profile.quoteDispositionFilename ? value.replace(/; filename=([^";]+)(?=;|$)/, '; filename="$1"') : value;
}
