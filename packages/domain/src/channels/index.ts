export * from './availability.js';
export * from './push.js';
export * from './sms.js';
