// Remembering the answers of pure functions of a header value: a response names
// the same few Content-Types again and again, and parsing and formatting one costs
// more than looking it up. The table is bounded (cleared when full), and a call
// that throws remembers nothing, so the function's errors come out as they are.

/** `fn` with its answers remembered per argument; same answers, same errors. */
export function memoized(fn: (value: string) => string, size = 256): (value: string) => string {
  const seen = new Map<string, string>();
  return (value) => {
    let answer = seen.get(value);
    if (answer === undefined) {
      answer = fn(value);
      if (seen.size >= size) seen.clear();
      seen.set(value, answer);
    }
    return answer;
  };
}
