// write-file-atomic 7 ships no types; only the promise form Hexmarch uses is declared.
declare module 'write-file-atomic' {
  interface Options {
    readonly encoding?: BufferEncoding;
    readonly fsync?: boolean;
    readonly mode?: number;
    readonly tmpfileCreated?: (tmpfile: string) => void;
  }
  function writeFileAtomic(filename: string, data: string | Uint8Array, options?: Options): Promise<void>;
  export default writeFileAtomic;
}
