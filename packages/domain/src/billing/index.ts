export * from './late-fees.js';
export * from './money.js';
export * from './payments.js';
export * from './proration.js';
export * from './quote.js';
export * from './schemas.js';
export * from './statement.js';
export * from './statement-text.js';
