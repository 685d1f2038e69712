import type { EventSink } from '../../../kernel';
import type { FsEvent, FsState } from '../model/types';

/** The kernel's event sink over a Firestorm state. */
export type FsSink = EventSink<FsState, FsEvent>;
