// Object form, TypeScript (compiled on the fly by the loader).
import express = require('express5');
const adapter: { name: string; generation: '4.x' | '5.x'; fw: () => unknown } = { name: 'ts-object', generation: '5.x', fw: express };
export default adapter;
