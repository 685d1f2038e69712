import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parseServeArgs } from '../../scripts/lib/serveArgs';

describe('parseServeArgs', () => {
  it.each([
    [[], { port: DEFAULT_PORT, build: true }],
    [['--port', '4179'], { port: 4179, build: true }],
    [['--port=8080'], { port: 8080, build: true }],
    [['--no-build'], { port: DEFAULT_PORT, build: false }],
    [['--port', '4179', '--no-build'], { port: 4179, build: false }],
    [['--no-build', '--port', '1'], { port: 1, build: false }],
    [['--port', '65535'], { port: 65_535, build: true }],
  ])('%j → %j', (argv, options) => {
    expect(parseServeArgs(argv)).toEqual({ ok: true, value: options });
  });

  it('defaults to port 4173, the port npm start prints', () => {
    expect(DEFAULT_PORT).toBe(4173);
  });

  it.each([
    [['--port'], /--port needs a number/],
    [['--port', 'abc'], /--port needs a number from 1 to 65535, got "abc"/],
    [['--port', '0'], /--port needs a number/],
    [['--port', '65536'], /--port needs a number/],
    [['--port', '-1'], /--port needs a number/],
    [['--port', '80.5'], /--port needs a number/],
    [['--port='], /--port needs a number/],
    [['--host', '0.0.0.0'], /unknown argument "--host"; usage: /],
    [['4173'], /unknown argument "4173"/],
  ])('refuses %j', (argv, message) => {
    const result = parseServeArgs(argv);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});
