import { hexName } from '@shared/hex';
import {
  ASSAULT_RECORD_FORMAT,
  createAssault,
  replayAssaultRecord,
  type AssaultCommand,
  type AssaultRecord,
} from '@shared/rulesets/assault';
import { fortressAssaultInput } from '@shared/rulesets/core';
import type { AppThunk } from '../../../app/store';
import { selectCampaign } from '../../../campaign/playSelectors';
import { playMessageShown } from '../../../campaign/playSlice';
import { assaultBound, assaultRecordOpened } from '../../../campaign/subGameActions';
import { t } from '@shared/i18n';

/**
 * LOC-7, battle panel → "Resolve by assault…": the Assault tab opens on this fortress battle, its rosters, leaders
 * and stronghold values taken from the campaign, rolling the campaign's dice from where they stand (GEN-5). The GM
 * plays it step by step; nothing reaches the campaign until "Record in the campaign".
 */
export function openFortressAssault(battleId: string): AppThunk {
  return (dispatch, getState) => {
    const campaign = selectCampaign(getState());
    const battle = campaign?.battles.entities[battleId];
    if (!campaign || !battle) return;
    const input = fortressAssaultInput(campaign, battle, campaign.rng);
    const made = createAssault(input);
    if ('errors' in made) {
      dispatch(playMessageShown({ kind: 'refusal', text: `LOC-7: ${made.errors.join(' ')}` }));
      return;
    }
    const attacker = campaign.armies.entities[battle.attacker.armyId]!;
    const defender = campaign.armies.entities[battle.defender.armyId]!;
    const fortress =
      campaign.map.hexes[battle.hex]?.settlement?.name ??
      t('coreScreens:assault.fortressAt', { hex: hexName(battle.hex) });
    const place = t('coreScreens:assault.place', {
      fortress,
      attacker: attacker.name,
      defender: defender.name,
    });
    const record: AssaultRecord = {
      format: ASSAULT_RECORD_FORMAT,
      version: 1,
      title: t('coreScreens:assault.title', { fortress, turn: campaign.turn.number }),
      names: { besieger: attacker.name, defender: defender.name },
      input: input as AssaultRecord['input'],
      commands: [],
    };
    dispatch(assaultBound({ binding: { battleId, place, rng: campaign.rng }, record, game: made.state }));
  };
}

/**
 * The history's "Replay this assault": a past fortress battle's assault opened in the Assault tab from what its
 * FortressAssaulted event keeps (input, campaign dice, the GM's commands), replayed to its end; the GM can step it
 * back, print its report or save it. Decision: an assault fought on dice typed in by hand replays on the campaign's
 * seeded dice, which is why the app offers assaults only on the app's dice.
 */
export function replayCampaignAssault(logIndex: number): AppThunk {
  return (dispatch, getState) => {
    const campaign = selectCampaign(getState());
    const event = campaign?.log[logIndex];
    if (!campaign || event?.type !== 'FortressAssaulted' || !event.payload.replay) return;
    const battle = campaign.battles.entities[event.payload.battleId];
    const army = (id: string | undefined) => (id ? (campaign.armies.entities[id]?.name ?? id) : '?');
    const { input, commands } = event.payload.replay;
    const given = commands as unknown as AssaultCommand[];
    const played = replayAssaultRecord({ input, commands: given });
    // An assault auto-played (or left to auto-play) after the GM's commands ends with one closing run (BOT-20..24).
    const ended = !('errors' in played) && played.state.phase === 'ENDED';
    const toEnd: AssaultCommand[] = ended ? given : [...given, { type: 'RunAssaultTurn', until: 'ENDED' }];
    const fortress = battle
      ? (campaign.map.hexes[battle.hex]?.settlement?.name ??
        t('coreScreens:assault.fortressAt', { hex: hexName(battle.hex) }))
      : t('coreScreens:assault.aFortress');
    const record: AssaultRecord = {
      format: ASSAULT_RECORD_FORMAT,
      version: 1,
      title: t('coreScreens:assault.title', { fortress, turn: event.turn }),
      names: { besieger: army(battle?.attacker.armyId), defender: army(battle?.defender.armyId) },
      input,
      commands: toEnd,
    };
    const replayed = replayAssaultRecord(record);
    if ('errors' in replayed) {
      dispatch(playMessageShown({ kind: 'refusal', text: replayed.errors.join(' ') }));
      return;
    }
    dispatch(assaultRecordOpened({ record, game: replayed.state }));
  };
}
