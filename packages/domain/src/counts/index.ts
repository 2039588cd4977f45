export * from './rules.js';
export * from './schemas.js';
