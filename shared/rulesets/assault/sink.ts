import type { EventSink } from '../../kernel';
import type { AssaultEvent } from './events';
import type { AssaultState } from './model';

export type AssaultSink = EventSink<AssaultState, AssaultEvent>;
