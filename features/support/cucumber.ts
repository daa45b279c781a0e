// Cucumber's support-code methods, taken where they live rather than from the package's index,
// which loads Cucumber's whole command line with them (its configuration, yaml, yup, the
// formatters): some 50 ms of CPU in every process that runs checks. The same builder instance
// as runCucumber's (one module file), so definitions land in the library it runs. (Cucumber's
// lib/* paths carry no types of their own: the index's declare them.)
import type * as cucumber from '@cucumber/cucumber';
import { useNativeMatchIndices } from '../../run-protocol/match-indices';

useNativeMatchIndices(); // before Cucumber's expressions load

const builder = (require('@cucumber/cucumber/lib/support_code_library_builder/index') as { default: typeof cucumber.supportCodeLibraryBuilder }).default;

export const { Given, When, Then, Before, After, AfterStep, BeforeAll, AfterAll, setWorldConstructor, setDefaultTimeout } = builder.methods;
export const World = (require('@cucumber/cucumber/lib/support_code_library_builder/world') as { default: typeof cucumber.World }).default;
export type World = cucumber.World;
export type { DataTable, IWorldOptions } from '@cucumber/cucumber';
