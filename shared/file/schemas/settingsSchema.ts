// DATA-12: the settings schema is declared with the core ruleset that reads the settings.
export { settingsSchema } from '../../rulesets/core/model/settingsSchema';
