import {
  LANGUAGES,
  PSEUDO_LOCALE,
  formatList,
  isLanguage,
  matchLanguage,
  t,
  type Language,
} from '@shared/i18n';
import { err, ok, type Result } from '@shared/result';

/** The environment variables that name the language of messages, in the order POSIX gives them precedence. */
export type LocaleEnv = Readonly<Partial<Record<'LC_ALL' | 'LC_MESSAGES' | 'LANG', string>>>;

/**
 * The language the system asks for (issue 32): the first of LC_ALL, LC_MESSAGES and LANG that is set and not empty
 * decides (POSIX: LC_ALL overrides the category, which overrides LANG), `de_DE.UTF-8` or `de_AT@euro` is German,
 * `en_XA` names the pseudo-locale; C, POSIX and languages Hexmarch does not speak are English.
 */
export function envLanguage(env: LocaleEnv): Language {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  if (locale === undefined) return matchLanguage([]);
  const tag = locale.split(/[.@]/)[0]!.replace('_', '-');
  if (tag.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  return matchLanguage([tag]);
}

/**
 * Takes the global `--lang en|de|en-XA` (or `--lang=de`) out of argv, wherever it stands, so every command accepts
 * it without naming it: the other arguments in order, and the language asked for, if any.
 */
export function takeLangFlag(
  argv: readonly string[],
): Result<{ argv: string[]; language: Language | undefined }, string> {
  const rest: string[] = [];
  let language: Language | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const inline = /^--lang=(.*)$/s.exec(arg);
    if (arg !== '--lang' && !inline) {
      rest.push(arg);
      continue;
    }
    const value = inline ? inline[1]! : (argv[++i] ?? '');
    if (!isLanguage(value))
      return err(t('cli:langBad', { languages: formatList([...LANGUAGES], 'disjunction'), value }));
    language = value;
  }
  return ok({ argv: rest, language });
}
