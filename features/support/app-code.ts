// Where scenario fixtures live (static roots, views, files to send). The app code itself
// runs in the framework process: adapters/isolation/framework-host.ts.
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../../layout/package-root';

export const FIXTURES = path.join(PACKAGE_ROOT, 'features', 'fixtures');
