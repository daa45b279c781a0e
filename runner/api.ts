// The package's programmatic entry: run the suite, and the schemas of what it produces
// and consumes, for users who validate results or write adapters in TypeScript.
export { runSuite, type SuiteOptions } from './run';
export { resultsSchema, checkResultSchema, type Results, type CheckResult } from './results';
export { adapterObjectSchema, type AdapterObject, type Adapter, type Generation } from '../adapters/contract';
export { specRows, rowsOfProfile, type SpecRow } from '../spec/rows';
