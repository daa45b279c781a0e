// Object form, ESM.
import express from 'express5';
export default { name: 'esm-object', version: '5.3.0', generation: '5.x', fw: express };
