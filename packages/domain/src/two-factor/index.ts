export * from './code.js';
export * from './messages.js';
export * from './schemas.js';
