/**
 * The zod contracts the session needs, loaded on demand: zod is too heavy for the first screen,
 * and these are only needed once an answer from the server has arrived.
 */
export { loginResponseSchema, userSchema } from '@stockyard/domain';
