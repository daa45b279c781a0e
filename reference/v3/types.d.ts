// Declarations for what the 3.x middleware uses of dependencies that ship no types.
declare module 'busboy' {
  import type { Readable, Writable } from 'node:stream';
  interface FileInfo {
    filename: string | undefined;
    encoding: string;
    mimeType: string;
  }
  interface Busboy extends Writable {
    on(event: 'field', listener: (name: string, value: string, info: unknown) => void): this;
    on(event: 'file', listener: (name: string, stream: Readable, info: FileInfo) => void): this;
    on(event: 'close' | 'finish', listener: () => void): this;
    on(event: 'error', listener: (err: unknown) => void): this;
  }
  function busboy(config: { headers: Record<string, string>; limits?: Record<string, number> }): Busboy;
  export = busboy;
}
