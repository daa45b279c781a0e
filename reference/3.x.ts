// The reference framework, generation 3.x: the shared core built from the 3.x
// profile, extended with what only 3.x has (reference/v3/).
import { createFramework } from './create';
import { generation3 } from './generations/3.x';
import { addFramework3, type Framework3 } from './v3/framework';

const fw: Framework3 = addFramework3(createFramework(generation3), generation3);
export = fw;
