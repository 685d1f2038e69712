import type { DefenseEvent, DefenseState } from '@shared/rulesets/defense';

/** A log line in the GM's language (tile and player names, squares "x,y"), citing the event's rules. */
export function describeDefenseEvent(state: DefenseState, event: DefenseEvent): string | null {
  const tile = (id: string | undefined) => (id ? (state.tiles[id]?.name ?? id) : '');
  const who = (id: string) => state.players.find((p) => p.id === id)?.name ?? id;
  const e = event;
  let text: string;
  switch (e.type) {
    case 'TurnStarted':
      text = `Turn ${e.payload.turn}: ${who(e.payload.player)} to act`;
      break;
    case 'TilePlaced':
      text = `${who(e.payload.player)} placed ${tile(e.payload.tile)} on ${e.payload.square} (paid ${e.payload.cost})`;
      break;
    case 'TilesDiscarded':
      text = `${who(e.payload.player)} discarded ${e.payload.tiles.map(tile).join(', ')} (${e.payload.reason})`;
      break;
    case 'Passed':
      text = `${who(e.payload.player)} passed`;
      break;
    case 'TilesDrawn':
      text = `${who(e.payload.player)} drew ${e.payload.tiles.length}`;
      break;
    case 'InfluenceGained':
      text = `${who(e.payload.player)} +${e.payload.amount} Influence`;
      break;
    case 'EnemyPlaced':
      text = `An enemy ${e.payload.from ? `moved from ${e.payload.from} ` : ''}took ${e.payload.square} (side ${e.payload.side})`;
      break;
    case 'WarCryApplied':
      text = e.payload.effect === 'surge' ? 'Surge!' : `War Cry: ${e.payload.count} enemies`;
      break;
    case 'AssaultTriggered':
      text = `Assault on side ${e.payload.side}: ${e.payload.tiles.map(tile).join(', ')} revealed`;
      break;
    case 'FinalAssaultStarted':
      text = `The Final Assault comes from side ${e.payload.side}`;
      break;
    case 'OnslaughtStarted':
      text = 'Onslaught: the city is full';
      break;
    case 'AttackRolled': {
      const p = e.payload;
      const faces = p.faces.join(' + ') + (p.faces.length > 1 ? ' (exploded)' : '');
      const extras = [p.support ? `support ${p.support}` : '', p.modifier ? `modifier ${p.modifier}` : '']
        .filter(Boolean)
        .join(', ');
      const result =
        p.outcome === 'fail'
          ? 'a natural 1 → fail'
          : `${extras ? `, ${extras}` : ''} = ${p.total} → ${p.outcome}`;
      text = `${tile(p.unit)} ${p.roll === 'defense' ? 'defends against' : `${p.roll} attacks`} ${tile(p.enemy)}: ${faces}${p.outcome === 'fail' ? ', ' : ''}${result}${p.reroll ? ' (re-roll)' : ''}`;
      break;
    }
    case 'EnemyKilled':
      text = `${tile(e.payload.enemy)} killed by ${tile(e.payload.unit)}`;
      break;
    case 'UnitKilled':
      text = `${tile(e.payload.unit)} killed on ${e.payload.square}`;
      break;
    case 'BuildingDestroyed':
      text = `${tile(e.payload.building)} destroyed by ${tile(e.payload.enemy)}`;
      break;
    case 'EnemyDiscarded':
      text = `${tile(e.payload.enemy)} left the board from ${e.payload.from}`;
      break;
    case 'AssaultEnded':
      text = `The assault on side ${e.payload.side} ended`;
      break;
    case 'DefenseScored':
      text = `Scored: ${e.payload.winner.length ? `${e.payload.winner.map(who).join(' and ')} won` : 'the city fell'}; ${e.payload.cityBuildingsLeft} city buildings left`;
      break;
    default:
      return null;
  }
  return `${text} (${e.ruleIds.filter((r) => r !== 'GEN-5').join(', ')})`;
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
