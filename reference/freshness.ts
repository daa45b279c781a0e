// Freshness of a conditional GET (If-None-Match, If-Modified-Since), by the rule of the
// generation's `fresh` module. fresh 2 (5.x) decides on If-None-Match alone when it is sent;
// fresh 0.5 (Express 4) also requires If-Modified-Since, when sent, to hold.
import fresh2 from 'fresh';
import fresh05 = require('fresh-0.5');

type Headers = Record<string, string | string[] | undefined>;

export type Freshness = (reqHeaders: Headers, resHeaders: Headers) => boolean;

/** fresh 2.x: If-None-Match, when sent, decides alone. */
export const etagDecides: Freshness = fresh2;

/** fresh 0.5: each condition sent must hold. */
export const everyConditionHolds: Freshness = fresh05;
