// The primitives live with the kernel, which declares every ruleset's vocabulary with them.
export * from '../../kernel/schemas';
