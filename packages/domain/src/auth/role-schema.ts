import { z } from 'zod';
import { ROLES } from './roles.js';

/** Kept apart from roles.ts so the router's role helpers do not pull zod into the first screen. */
export const roleSchema = z.enum(ROLES);
