// The four body parsers behind fw.json, fw.raw, fw.text and fw.urlencoded.
export type { BodyGeneration } from './read-state';
export type { Handler } from './read';
export { json } from './json';
export { raw } from './raw';
export { text } from './text';
export { urlencoded } from './urlencoded';
