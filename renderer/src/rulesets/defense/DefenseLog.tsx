import { useEffect, useRef } from 'react';

/** How many of the last log lines are listed (older ones stay in the saved game and the report). */
const SHOWN = 40;

/**
 * The defense game's log in the order it happened, numbered as in the whole log, the newest line scrolled into
 * view at the bottom (issue 27: newest-first listed "Turn 2: Player 1 to act" above "Turn 1: Player 2 to act").
 */
export function DefenseLog({ lines }: { lines: readonly string[] }) {
  const list = useRef<HTMLOListElement>(null);
  const shown = lines.slice(-SHOWN);
  const first = lines.length - shown.length + 1;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length]);
  return (
    <ol className="defense-log" data-testid="defense-log" start={first} ref={list}>
      {shown.map((line, i) => (
        <li key={first + i}>{line}</li>
      ))}
    </ol>
  );
}
