// The package's programmatic entry: run the suite, and the schemas of what it produces
// and consumes, for users who validate results or write adapters in TypeScript.
export { runSuite, SuiteError, type SuiteOptions } from './run';
export { resultsSchema, checkResultSchema, type Results, type CheckResult, type CheckStatus, type Summary, type Selection } from './results';
export { AdapterError, adapterObjectSchema, type AdapterObject, type Adapter, type Generation } from '../adapters/contract';
export type { AdapterInfo } from '../adapters/isolation';
export { specRows, rowsOfProfile, type SpecRow } from '../spec/rows';
