/** SIEGE-14 All Out Assault battleplan, for the players setting up the Final Assault. */
export const ALL_OUT_ASSAULT_SETUP: readonly string[] = [
  'The defender sets up the whole force first: inside the walls, on battlements, in keeps and towers, or within 3″ outside the walls beyond the gate.',
  'The attacker then deploys in its zone of two full board tiles, at least 24″ from the gate. Little terrain is used unless the defender wants it.',
  'After deployment the defender places one objective anywhere inside the fortress (in the keep at level 3; behind walls or on a battlement at levels 1–2).',
  'The attacker wins at once if, at the end of any battleshock phase, its general, its lieutenant (one hero named by the opponent) or any of its units is within ½″ of the objective and no defending model is within ½″ of it.',
  'Otherwise the game goes on until one army is wiped out. Wizards outside the walls may never summon inside them.',
];

/** SSCN-10 Fortress terrain reference: each piece's wounds, save and rules. */
export const FORTRESS_TERRAIN: readonly {
  readonly piece: string;
  readonly wounds: number;
  readonly rules: string;
}[] = [
  {
    piece: 'Tower ("Skull Keep")',
    wounds: 15,
    rules:
      '1+ save, harmed only by rend −2 or better; 10 infantry-sized or 5 ogre-sized models per level, no MONSTERs, war machines only on the battlements; enter and leave by access points (at most 10 models a side fight there); destroyed: impassable rubble, each model inside takes a mortal wound on 4+, survivors within 3″ of it and more than 3″ from enemies or destroyed.',
  },
  {
    piece: 'Keep ("Overlord Bastion")',
    wounds: 20,
    rules: 'as a Tower; 20 models per level; up to 20 models a side fight.',
  },
  {
    piece: 'Gate ("Malefic Gate")',
    wounds: 10,
    rules:
      '1+ save, harmed only by rend −2 or better, including mortal wounds without rend (siege equipment excepted); Man the Gates! and Arcane Blast apply; its controller may open or close it once per turn in its hero phase.',
  },
  {
    piece: 'Wall section',
    wounds: 12,
    rules:
      'harmed only by rend −2 or better; models on the battlements garrison it while they hold it, losing the bonus at 6 wounds or fewer left; attackers scaling it by charge are −1 to hit (an unmodified 6 hits) until the wall is taken, flyers excepted; the side inflicting more damage in a combat phase controls it; destroyed: a mortal wound on 4+ to each model on it, and dangerous rubble (a 1 on a D6 when crossing: 1 mortal wound).',
  },
];
