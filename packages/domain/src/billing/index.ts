export * from './money.js';
export * from './proration.js';
export * from './quote.js';
export * from './schemas.js';
export * from './site-time.js';
export * from './statement.js';
export * from './statement-text.js';
