// A failure's message with what differs between two runs of the same code replaced by a
// placeholder: the committed results keep messages in this form (conformance-report/src/
// stable-form.ts), and a framework's failure is compared with Express's recorded one in it
// (recorded-divergences.ts).

const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';
const HTTP_DATE = /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT\b/g;
const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z\b/g;
// A port the operating system picked: after a loopback or wildcard address.
const PORT = /(127\.0\.0\.1|localhost|\[::1\]|::1?|0\.0\.0\.0):\d{2,5}\b/g;
// Scratch directories made with mkdtemp: a prefix, a dash or nothing, six random characters.
const SCRATCH = /(\/tmp\/[\w.-]*?)[A-Za-z0-9]{6}(?=[/'"\s)]|$)/g;
const STACK_FRAME = /^\s+at .*$\n?/gm;
// A file's modification time in milliseconds, in hex, as an ETag made from the file's stat
// holds it (W/"1a21940e64a-d"): the time the checkout or the run wrote the file.
const MTIME_HEX = /\b1[89ab][0-9a-f]{9}\b/g;
// A relative path that climbs to the root of the filesystem from a directory of the
// checkout ("../../../../sub/file.txt"): how many levels depends on where the checkout is.
// (Request paths that climb start with '/' and are left as they are.)
const CLIMB_TO_ROOT = /(?<![\w./%])(?:\.\.\/){3,}/g;
// A stack inside a body quoted in a message (an HTML error page, a plain-text trace): its
// frames hold paths of the machine, and where show() cuts the quote (300 characters) moves
// with the length of the checkout's path; so everything from its first frame to the end of
// the quote goes.
const QUOTED_STACK = /(<br> &nbsp; &nbsp;|\\n {4})at (?:[^"\\]|\\.)*"…?/g;
// The CPU times a cost check measured (features/steps/cpu-cost.steps.ts) and the attempts
// its sequential test took (features/support/cost-verdict.ts): its verdict is a function of
// the code; the ratio, the milliseconds and the count of attempts are not.
const CPU_FIGURES = /(cost the framework process )\d+( times the cheapest ordinary one \(.*\) over every attempt \([^)]*\)): attempt 1: [^\n]*/g;
// The same of the check whose app measures its parser (urlencoded-limits.feature).
const SPLIT_FIGURES = /(the attacker's body cost the app )-?\d+ ms( of CPU more than the small one, splitting at every separator )\d+ ms(, over every attempt \([^)]*\)): attempt 1: [^\n]*/g;

/** A message with what differs between two runs of the same code replaced by a placeholder. */
export function stableMessage(message: string): string {
  return message
    .replace(STACK_FRAME, '')
    .replace(QUOTED_STACK, '$1at <stack>"')
    .replace(CPU_FIGURES, '$1<n>$2: <attempts>')
    .replace(SPLIT_FIGURES, '$1<ms>$2<ms>$3: <attempts>')
    .replace(HTTP_DATE, (d) => (d === EPOCH ? d : '<http-date>'))
    .replace(ISO_TIME, '<time>')
    .replace(PORT, '$1:<port>')
    .replace(SCRATCH, '$1<scratch>')
    .replace(MTIME_HEX, '<mtime>')
    .replace(CLIMB_TO_ROOT, '<up>/')
    .replace(/\s+$/, '');
}
