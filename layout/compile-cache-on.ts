// Imported first by the processes' entry modules (the framework host): compiled code kept
// for the package's modules (compile-cache.ts). Built code only: from source, a test's loader
// compiles the modules.
import * as path from 'node:path';
import { enableCompileCache } from './compile-cache';

if (__filename.endsWith('.js')) enableCompileCache(path.join(__dirname, '..', '..'));
