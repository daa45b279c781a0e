// The reference framework, generation 5.x.
import { createFramework } from './create';
import { generation5 } from './generations/5.x';

const fw = createFramework(generation5);
export = fw;
