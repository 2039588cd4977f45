import { describeAdminFuzz } from './admin-fuzz.js';

describeAdminFuzz(0);
