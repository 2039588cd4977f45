export * from './activity.js';
export * from './applications.js';
export * from './assignments.js';
export * from './branches.js';
export * from './data-versions.js';
export * from './goods.js';
export * from './sign-in-throttles.js';
export * from './users.js';
