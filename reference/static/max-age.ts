// maxAge as send reads it: milliseconds, or a duration string ("1d", "2.5 hours"),
// clamped to [0, one year]; anything unreadable is 0.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNITS: Array<[RegExp, number]> = [
  [/^(milliseconds?|msecs?|ms)$/, 1],
  [/^(seconds?|secs?|s)$/, SECOND],
  [/^(minutes?|mins?|m)$/, MINUTE],
  [/^(hours?|hrs?|h)$/, HOUR],
  [/^(days?|d)$/, DAY],
  [/^(weeks?|w)$/, 7 * DAY],
  [/^(years?|yrs?|y)$/, 365.25 * DAY],
];
const DURATION = /^(-?(?:\d+)?\.?\d+) *([a-z]+)?$/i;
const ONE_YEAR = 365 * DAY;

function duration(text: string): number {
  if (text.length > 100) return NaN;
  const match = DURATION.exec(text);
  if (!match) return NaN;
  const unit = (match[2] ?? 'ms').toLowerCase();
  const found = UNITS.find(([names]) => names.test(unit));
  return found ? parseFloat(match[1]) * found[1] : NaN;
}

export function maxAgeMs(value: unknown): number {
  const ms = typeof value === 'string' ? duration(value) : Number(value);
  return Number.isNaN(ms) ? 0 : Math.min(Math.max(0, ms), ONE_YEAR);
}
