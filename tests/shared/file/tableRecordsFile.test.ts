import { coreCampaignOf } from '@shared/document';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { describe, expect, it } from 'vitest';
import { generatedDocument } from './documentFactory';

/**
 * LORD-3, BATTLE-5, SCEN-6, SCEN-7: what the battle panel records survives save → open (the file schema would
 * otherwise drop the keys it does not know), and files written before these records existed still open (the
 * v1/v2 fixtures are checked in fixtures.test.ts).
 */
describe('the tabletop records in a saved file', () => {
  it("keeps special objectives, completed deeds, the game-length roll and the Lord's first battle", () => {
    const document = generatedDocument(11, 30);
    const campaign = coreCampaignOf(document)!;
    const battleId = campaign.battles.ids[0]!;
    const lordId = campaign.lords.ids[0]!;
    const battle = campaign.battles.entities[battleId]!;
    const edited = {
      ...document,
      campaign: {
        ...campaign,
        battles: {
          ...campaign.battles,
          entities: {
            ...campaign.battles.entities,
            [battleId]: {
              ...battle,
              specialObjectives: { attacker: { objective: 'Hold the bridge', achieved: true } },
              deedsCompleted: { Victorious: 'defender' as const },
              gameLength: { roll: 5, lastTurn: 5 as const },
            },
          },
        },
        lords: {
          ...campaign.lords,
          entities: {
            ...campaign.lords.entities,
            [lordId]: { ...campaign.lords.entities[lordId]!, loadout: 'Griffon', firstBattleId: battleId },
          },
        },
      },
    };
    const loaded = loadHexmarchFile(serializeHexmarchFile(edited, '0.1.0'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.document).toEqual(edited);
  });
});
