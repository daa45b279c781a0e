// Remembering the answers of pure functions of a header value: a response names
// the same few Content-Types again and again, and a body parser sees the same
// request Content-Type again and again; parsing one costs more than looking it up.
// The table is bounded (cleared when full), and a call that throws remembers
// nothing, so the function's errors come out as they are. accelerators.memos off
// calls the function every time (memo.test.ts compares the two).
//
// rememberingLast keeps only the last answer, for a function called again and again
// with the same string (the pathname of req.url at each step of a router's walk).
import { accelerators, type Accelerators } from './accelerators';

/** `fn` with its answers remembered per argument; same answers, same errors. */
export function memoized<T>(fn: (value: string) => T, size = 256): (value: string) => T {
  const seen = new Map<string, T>();
  return (value) => {
    if (!accelerators.memos) return fn(value);
    let answer = seen.get(value);
    if (answer === undefined && !seen.has(value)) {
      answer = fn(value);
      if (seen.size >= size) seen.clear();
      seen.set(value, answer);
    }
    return answer as T;
  };
}

/** `fn` with its last answer kept while the argument is the same; switched by `setting`. */
export function rememberingLast<A, T>(fn: (value: A) => T, setting: keyof Accelerators): (value: A) => T {
  let last: A | undefined;
  let answer: T | undefined;
  let kept = false;
  return (value) => {
    if (!accelerators[setting]) return fn(value);
    if (!kept || value !== last) {
      answer = fn(value);
      last = value;
      kept = true;
    }
    return answer as T;
  };
}
