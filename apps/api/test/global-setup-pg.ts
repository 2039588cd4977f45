import { prepareTemplate } from './template-db.js';

export default async function setup() {
  await prepareTemplate('pg');
}
