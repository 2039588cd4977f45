import type admin from '../../locales/en/admin.json';
import type applications from '../../locales/en/applications.json';
import type assignments from '../../locales/en/assignments.json';
import type auth from '../../locales/en/auth.json';
import type billing from '../../locales/en/billing.json';
import type branches from '../../locales/en/branches.json';
import type common from '../../locales/en/common.json';
import type customer from '../../locales/en/customer.json';
import type employee from '../../locales/en/employee.json';
import type goods from '../../locales/en/goods.json';
import type inventory from '../../locales/en/inventory.json';
import type landing from '../../locales/en/landing.json';
import type messages from '../../locales/en/messages.json';
import type settings from '../../locales/en/settings.json';
import type shell from '../../locales/en/shell.json';
import type storage from '../../locales/en/storage.json';
import type users from '../../locales/en/users.json';

/** The English catalogs' shapes: every t('namespace:key') is checked against them (store.ts TranslationKey). */
export type Resources = {
  admin: typeof admin;
  applications: typeof applications;
  assignments: typeof assignments;
  auth: typeof auth;
  billing: typeof billing;
  branches: typeof branches;
  common: typeof common;
  customer: typeof customer;
  employee: typeof employee;
  goods: typeof goods;
  inventory: typeof inventory;
  landing: typeof landing;
  messages: typeof messages;
  settings: typeof settings;
  shell: typeof shell;
  storage: typeof storage;
  users: typeof users;
};
