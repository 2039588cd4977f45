export * from './constants.js';
export * from './format.js';
export * from './schemas.js';
export * from './status.js';
export * from './inventory.js';
export * from './removal.js';
