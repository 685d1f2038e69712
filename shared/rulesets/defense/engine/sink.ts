import type { EventSink } from '../../../kernel';
import type { DefenseEvent } from '../model/events';
import type { DefenseState } from '../model/state';

export type DefenseSink = EventSink<DefenseState, DefenseEvent>;
export const playerId = (sink: DefenseSink, index: number): string => sink.state.players[index]!.id;
