// The oracle's npm aliases (express@3, @4, @5 installed under other names): @types/express
// does not know them, and the tests that load them use them untyped.
declare module 'express3';
declare module 'express4';
declare module 'express5';
