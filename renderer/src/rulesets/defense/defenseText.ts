import type { DefenseEvent, DefenseState } from '@shared/rulesets/defense';
import { t } from '@shared/i18n';

/** A log line in the GM's language (tile and player names, squares "x,y"), citing the event's rules. */
export function describeDefenseEvent(state: DefenseState, event: DefenseEvent): string | null {
  const tile = (id: string | undefined) => (id ? (state.tiles[id]?.name ?? id) : '');
  const who = (id: string) => state.players.find((p) => p.id === id)?.name ?? id;
  const list = (names: readonly string[]) => names.join(', ');
  const e = event;
  let text: string;
  switch (e.type) {
    case 'TurnStarted':
      text = t('defense:log.turnStarted', { turn: e.payload.turn, player: who(e.payload.player) });
      break;
    case 'TilePlaced':
      text = t('defense:log.tilePlaced', {
        player: who(e.payload.player),
        tile: tile(e.payload.tile),
        square: e.payload.square,
        cost: e.payload.cost,
      });
      break;
    case 'TilesDiscarded':
      text = t('defense:log.tilesDiscarded', {
        player: who(e.payload.player),
        tiles: list(e.payload.tiles.map(tile)),
        reason: t(`defense:log.reason.${e.payload.reason}`),
      });
      break;
    case 'Passed':
      text = t('defense:log.passed', { player: who(e.payload.player) });
      break;
    case 'TilesDrawn':
      text = t('defense:log.tilesDrawn', { player: who(e.payload.player), count: e.payload.tiles.length });
      break;
    case 'InfluenceGained':
      text = t('defense:log.influenceGained', { player: who(e.payload.player), amount: e.payload.amount });
      break;
    case 'EnemyPlaced':
      text = e.payload.from
        ? t('defense:log.enemyMoved', {
            from: e.payload.from,
            square: e.payload.square,
            side: e.payload.side,
          })
        : t('defense:log.enemyPlaced', { square: e.payload.square, side: e.payload.side });
      break;
    case 'WarCryApplied':
      text =
        e.payload.effect === 'surge'
          ? t('defense:log.surge')
          : t('defense:log.warCry', { count: e.payload.count });
      break;
    case 'AssaultTriggered':
      text = t('defense:log.assaultTriggered', {
        side: e.payload.side,
        tiles: list(e.payload.tiles.map(tile)),
      });
      break;
    case 'FinalAssaultStarted':
      text = t('defense:log.finalAssault', { side: e.payload.side });
      break;
    case 'OnslaughtStarted':
      text = t('defense:log.onslaught');
      break;
    case 'AttackRolled': {
      const p = e.payload;
      const joined = p.faces.join(' + ');
      const faces = p.faces.length > 1 ? t('defense:log.exploded', { faces: joined }) : joined;
      const extras = [
        p.support ? t('defense:log.support', { value: p.support }) : '',
        p.modifier ? t('defense:log.modifier', { value: p.modifier }) : '',
      ]
        .filter(Boolean)
        .join(', ');
      const result =
        p.outcome === 'fail'
          ? `, ${t('defense:log.naturalOne')}`
          : t('defense:log.result', {
              extras: extras ? `, ${extras}` : '',
              total: p.total,
              outcome: p.outcome,
            });
      const rolled =
        p.roll === 'defense'
          ? t('defense:log.defends', { unit: tile(p.unit), enemy: tile(p.enemy), faces, result })
          : t('defense:log.attacks', {
              unit: tile(p.unit),
              roll: p.roll,
              enemy: tile(p.enemy),
              faces,
              result,
            });
      text = p.reroll ? t('defense:log.reroll', { text: rolled }) : rolled;
      break;
    }
    case 'EnemyKilled':
      text = t('defense:log.enemyKilled', { enemy: tile(e.payload.enemy), unit: tile(e.payload.unit) });
      break;
    case 'UnitKilled':
      text = t('defense:log.unitKilled', { unit: tile(e.payload.unit), square: e.payload.square });
      break;
    case 'BuildingDestroyed':
      text = t('defense:log.buildingDestroyed', {
        building: tile(e.payload.building),
        enemy: tile(e.payload.enemy),
      });
      break;
    case 'EnemyDiscarded':
      text = t('defense:log.enemyDiscarded', { enemy: tile(e.payload.enemy), from: e.payload.from });
      break;
    case 'AssaultEnded':
      text = t('defense:log.assaultEnded', { side: e.payload.side });
      break;
    case 'DefenseScored':
      text = e.payload.winner.length
        ? t('defense:log.scoredWon', {
            names: e.payload.winner.map(who).join(t('defense:side.and')),
            count: e.payload.cityBuildingsLeft,
          })
        : t('defense:log.scoredFell', { count: e.payload.cityBuildingsLeft });
      break;
    default:
      return null;
  }
  return t('defense:log.withRules', { text, rules: e.ruleIds.filter((r) => r !== 'GEN-5').join(', ') });
}

/** Influence of every player after each turn, from the log (for the final chart). */
export function influenceByTurn(state: DefenseState): number[][] {
  const current = new Map(state.players.map((p) => [p.id, 0]));
  const rows: number[][] = [state.players.map(() => 0)];
  for (const e of state.log) {
    if (e.type === 'InfluenceGained')
      current.set(e.payload.player, (current.get(e.payload.player) ?? 0) + e.payload.amount);
    if (e.type === 'TurnStarted' || e.type === 'DefenseScored')
      rows.push(state.players.map((p) => current.get(p.id) ?? 0));
  }
  return rows;
}
