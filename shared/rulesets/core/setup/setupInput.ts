import type { HexKey } from '../../../hex';
import type { CampaignMap, PlayerId } from '../../../map';
import type { SideSetup } from '../../../mapgen/mapParams';
import type { DiceQueues } from '../../../random';
import type { CoreSettings, Settings } from '../model/settings';

/** What the "New campaign" flow hands to createCoreCampaign (SETUP-1..8). */
export interface CoreSetupInput {
  readonly id: string;
  readonly name: string;
  /** GEN-5: the campaign's PRNG seed. */
  readonly seed: number;
  /** SETUP-1: generated or painted. Settlement controllers are reset to neutral (SETUP-6). */
  readonly map: CampaignMap;
  /** SETUP-2: exactly two sides with opposite home edges, each with at least one player. */
  readonly sides: readonly SideSetup[];
  /** SETUP-3: each player's fortress hex. */
  readonly fortresses: Readonly<Record<PlayerId, HexKey>>;
  /** SETUP-4: each player's army hexes; a player left out is placed by BOT-1. */
  readonly armies?: Readonly<Record<PlayerId, readonly HexKey[]>>;
  /** SETUP-5: each player's Lord; `army` indexes that player's armies (default 0, the lowest id: BOT-1). */
  readonly lords?: Readonly<
    Record<PlayerId, { readonly name: string; readonly loadout: string; readonly army?: number }>
  >;
  readonly settings?: { readonly core?: Partial<CoreSettings>; readonly autoPlay?: Settings['autoPlay'] };
  /** GEN-11: injected `setup.firstSide` dice, for tests. */
  readonly dice?: DiceQueues;
}
