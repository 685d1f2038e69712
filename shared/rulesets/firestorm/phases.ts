import type { PhaseTable } from '../../kernel';
import type { FsCommandType } from './model/commands';
import type { FsStep } from './model/types';

/**
 * FS-TURN-1 as a table: the commands each step accepts (AMD-3 `Advance`, AMD-5 siege commands) and the step that
 * follows. Automatic steps run as the turn enters them (AMD-11).
 */
/**
 * Records the GM may enter at any step (DATA-9 rosters, ANV-40 defense results, FS-SETUP-5 secret objectives and
 * the FS-GLORY-1 glory entered by hand).
 */
export const FS_RECORDS = [
  'RecordRoster',
  'RecordDefense',
  'RecordSecretObjective',
  'RecordObjectiveAchieved',
  'RecordGloryBonus',
  'RecordCharacters',
] as const;
export type FsRecordType = (typeof FS_RECORDS)[number];
export const isRecord = (type: FsCommandType): boolean =>
  (FS_RECORDS as readonly FsCommandType[]).includes(type);

export const FS_PHASES: PhaseTable<FsStep, FsCommandType> = {
  START: {
    commands: [...FS_RECORDS, 'Advance'],
    next: 'INITIATIVE',
    auto: true,
    ruleIds: ['FS-TURN-1', 'AMD-2'],
  },
  INITIATIVE: {
    commands: [...FS_RECORDS, 'Advance'],
    next: 'ORDERS',
    auto: true,
    ruleIds: ['FS-INIT-1', 'FS-INIT-2', 'FS-INIT-3'],
  },
  ORDERS: {
    commands: [...FS_RECORDS, 'SwapCharacter', 'SubmitOrders'],
    next: 'EXECUTION',
    ruleIds: ['FS-ORDER-1', 'FS-ORDER-2', 'FS-ORDER-3'],
  },
  EXECUTION: { commands: [...FS_RECORDS, 'ExecuteNext'], next: 'BATTLES', ruleIds: ['FS-ORDER-4'] },
  BATTLES: {
    commands: [
      ...FS_RECORDS,
      'ChooseSiege',
      'RecordGame',
      'AutoResolve',
      'DeclareFinalAssault',
      'ChooseSiegeOption',
      'BuySiegeEquipment',
      'RecordPathToGlory',
      'Advance',
    ],
    next: 'AFTERMATH',
    ruleIds: ['FS-BATTLE-2', 'SIEGE-1', 'SIEGE-4', 'AMD-3'],
  },
  AFTERMATH: {
    commands: [
      ...FS_RECORDS,
      'ChooseRetreat',
      'ChooseScatter',
      'RerollBuildPoints',
      'RecordPathToGlory',
      'Advance',
    ],
    next: 'UPKEEP',
    auto: true,
    ruleIds: ['FS-AGG-2', 'FS-DEFEAT-3'],
  },
  UPKEEP: {
    commands: [...FS_RECORDS, 'Raze', 'RemoveBanner', 'RaiseBanner', 'RecordPathToGlory', 'Advance'],
    next: 'BUILD',
    ruleIds: ['FS-ALLY-2', 'FS-MULTI-2', 'FS-MULTI-3', 'FS-PTG-2', 'AMD-3'],
  },
  BUILD: {
    commands: [...FS_RECORDS, 'Build', 'ForgeScepter', 'EndBuild'],
    next: 'SCORING',
    ruleIds: ['FS-BUILD-8'],
  },
  SCORING: {
    commands: [...FS_RECORDS, 'Advance'],
    next: 'START',
    auto: true,
    ruleIds: ['FS-GLORY-3', 'FS-GLORY-4'],
  },
};
