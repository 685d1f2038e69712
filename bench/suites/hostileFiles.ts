import { skirmishHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';

/* eslint-disable @typescript-eslint/no-explicit-any -- hostile files are edited as raw JSON */

/** The skirmish demo's file as raw JSON: a small, valid campaign to grow hostile lists in. */
function smallCampaignJson(): any {
  return JSON.parse(serializeHexmarchFile(skirmishHexmarchDocument(), '0.1.0'));
}

/**
 * Issue 9's worst refusal: a battle list of numbers (2,000,000 of them in a 4 MB file took 62 s and 2.2 GB),
 * grown until the file is `chars` long, so it compares with a good file of the same size.
 */
export function battleListOfNumbers(chars: number): string {
  const file = smallCampaignJson();
  const base = JSON.stringify(file).length;
  // "1234567," is 8 characters a number.
  const count = Math.max(0, (chars - base) / 8) | 0;
  file.document.campaign.battles.ids = Array.from({ length: count }, (_, i) => 1_000_000 + i);
  return JSON.stringify(file);
}

/**
 * A log of well-formed, correctly numbered events each holding one wrong value: it passes the cheap shape pass,
 * so the schema itself must stop at the first wrong value (it used to gather one issue per event).
 */
export function logOfWrongValues(chars: number): string {
  const file = smallCampaignJson();
  const log = file.document.campaign.log;
  const turn = log.at(-1).turn;
  const event = (seq: number) => ({
    seq,
    turn,
    phase: 'END_TURN',
    type: 'TurnEnded',
    payload: { turn: 'x' },
    ruleIds: ['TURN-1'],
  });
  const per = JSON.stringify(event(100_000)).length + 1;
  const count = Math.max(0, (chars - JSON.stringify(file).length) / per) | 0;
  for (let i = 0; i < count; i++) log.push(event(log.length + 1));
  return JSON.stringify(file);
}
