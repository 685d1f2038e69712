/** Where the CLI writes its messages: the console in `hexmarch`, arrays in tests. */
export interface CliIo {
  out(line: string): void;
  error(line: string): void;
}

export const consoleIo: CliIo = {
  out: (line) => console.log(line),
  error: (line) => console.error(line),
};
