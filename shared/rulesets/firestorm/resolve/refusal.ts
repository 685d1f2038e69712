import type { RuleViolation } from '../../../kernel';

/**
 * A refusal (GEN-10) whose sentence is made when it is first read, in the current language (issue 32). The bots
 * try candidate commands by the hundred (botBuild tries a Build on each territory of the domain, auto-play asks
 * whether a banner may be raised) and read only whether they are refused: with the sentence made on demand, the
 * catalogues are read only for the refusals someone reads. The citation, `ruleId`, is data and made at once.
 */
export function refusal(ruleId: string, message: () => string, alsoCites?: readonly string[]): RuleViolation {
  let made: string | undefined;
  return {
    ruleId,
    get message() {
      made ??= message();
      return made;
    },
    ...(alsoCites && alsoCites.length > 0 ? { alsoCites } : {}),
  };
}
