import { z } from 'zod';
import type { CommandSpec } from '../../kernel';
import { ASSAULT_PHASES } from './model';

/** AMD-7 / FORMAT-assault-defense.md "Commands (assault mode)": one zod schema per command (GEN-10). */
const id = z.string().min(1);
const zone = z.enum(['A', 'R', 'W', 'I']);

export const assaultCommandSchemas = {
  RunAssaultTurn: z.object({ type: z.literal('RunAssaultTurn'), until: z.enum(ASSAULT_PHASES) }).strict(),
  DeployBesieger: z
    .object({
      type: z.literal('DeployBesieger'),
      assault: z.array(id),
      breach: z.array(id).default([]),
      /** ASLT-32 only: the entrance of each unit placed in A. */
      entrances: z.record(id, id).optional(),
    })
    .strict(),
  DeployDefender: z
    .object({ type: z.literal('DeployDefender'), walls: z.array(id), entrances: z.record(id, id).optional() })
    .strict(),
  MoveUnit: z.object({ type: z.literal('MoveUnit'), unit: id, to: zone, entrance: id.optional() }).strict(),
  AssignBreach: z.object({ type: z.literal('AssignBreach'), unit: id }).strict(),
  RegroupUnit: z.object({ type: z.literal('RegroupUnit'), unit: id }).strict(),
  EndRedeployment: z.object({ type: z.literal('EndRedeployment') }).strict(),
  SurrenderOrRenew: z
    .object({ type: z.literal('SurrenderOrRenew'), choice: z.enum(['surrender', 'renew', 'callOff']) })
    .strict(),
} as const;

export type AssaultCommandType = keyof typeof assaultCommandSchemas;
export type AssaultCommand = {
  [K in AssaultCommandType]: z.infer<(typeof assaultCommandSchemas)[K]>;
}[AssaultCommandType];
export type CommandOf<K extends AssaultCommandType> = Extract<AssaultCommand, { type: K }>;

export const assaultCommandSchema = z.discriminatedUnion('type', [
  assaultCommandSchemas.RunAssaultTurn,
  assaultCommandSchemas.DeployBesieger,
  assaultCommandSchemas.DeployDefender,
  assaultCommandSchemas.MoveUnit,
  assaultCommandSchemas.AssignBreach,
  assaultCommandSchemas.RegroupUnit,
  assaultCommandSchemas.EndRedeployment,
  assaultCommandSchemas.SurrenderOrRenew,
]);

/** The rule each command carries out, cited when it is refused in the wrong phase. */
export const COMMAND_RULE: Readonly<Record<AssaultCommandType, string>> = {
  RunAssaultTurn: 'ASLT-12',
  DeployBesieger: 'ASLT-9',
  DeployDefender: 'ASLT-10',
  MoveUnit: 'ASLT-20',
  AssignBreach: 'ASLT-20',
  RegroupUnit: 'ASLT-20',
  EndRedeployment: 'ASLT-20',
  SurrenderOrRenew: 'ASLT-21',
};

const NOT_ENDED = ASSAULT_PHASES.filter((p) => p !== 'ENDED');

export const ASSAULT_COMMANDS: Readonly<Record<AssaultCommandType, CommandSpec>> = {
  RunAssaultTurn: { phases: NOT_ENDED, schema: assaultCommandSchemas.RunAssaultTurn },
  // Decision: SETUP has no choice of its own (units are formed at creation, AMD-13), so the besieger may deploy there.
  DeployBesieger: { phases: ['SETUP', 'DEPLOY_BESIEGER'], schema: assaultCommandSchemas.DeployBesieger },
  DeployDefender: { phases: ['DEPLOY_DEFENDER'], schema: assaultCommandSchemas.DeployDefender },
  MoveUnit: { phases: ['REDEPLOY'], schema: assaultCommandSchemas.MoveUnit },
  AssignBreach: { phases: ['REDEPLOY'], schema: assaultCommandSchemas.AssignBreach },
  RegroupUnit: { phases: ['REDEPLOY'], schema: assaultCommandSchemas.RegroupUnit },
  EndRedeployment: { phases: ['REDEPLOY'], schema: assaultCommandSchemas.EndRedeployment },
  SurrenderOrRenew: { phases: ['SURRENDER_OR_RENEW'], schema: assaultCommandSchemas.SurrenderOrRenew },
};
