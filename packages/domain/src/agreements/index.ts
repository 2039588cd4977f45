export * from './dates.js';
export * from './schemas.js';
export * from './space.js';
export * from './status.js';
export * from './volume.js';
export * from './lifecycle.js';
export * from './lot-photo.js';
export * from './facts.js';
