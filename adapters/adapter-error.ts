// An adapter that cannot be used, and where: apart from the contract's schemas, so that the
// framework process names a broken adapter without loading zod (adapters/isolation/).

export class AdapterError extends Error {
  constructor(
    message: string,
    readonly where: string,
  ) {
    super(message);
    this.name = 'AdapterError';
  }
}
