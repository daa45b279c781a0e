// The reference framework, generation 4.x.
import { createFramework } from './create';
import { generation4 } from './generations/4.x';

const fw = createFramework(generation4);
export = fw;
