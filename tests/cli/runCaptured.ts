import { runCli } from '../../scripts/cli/runCli';

/** One CLI run as a user sees it: the exit code and what was printed to stdout and stderr, lines joined. */
export async function run(...argv: string[]): Promise<{ code: number; out: string; error: string }> {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(argv, { out: (line) => out.push(line), error: (line) => error.push(line) });
  return { code, out: out.join('\n'), error: error.join('\n') };
}
