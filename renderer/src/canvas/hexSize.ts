/** World units from a hex centre to a corner (S in HEX-1). At camera scale 1 one world unit is one CSS pixel. */
export const HEX_SIZE = 32;
