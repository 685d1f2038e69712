export * from './canonicalOrders';
export * from './parseCanonical';
export * from './fingerprint';
export * from './orderCode';
export * from './checkSubmission';
export * from './draftOrders';
