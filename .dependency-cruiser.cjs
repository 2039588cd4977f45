// The import rules of DESIGN.md, checked by `npm run lint` (depcruise). Each rule's comment is
// the message printed when it is broken.
const WEB = '^apps/web/src/';
const API = '^apps/api/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'A web feature never imports another feature; only app/routes combines features.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'shared-not-upward',
      severity: 'error',
      comment: 'Shared web code (components, lib, resources, ...) never imports features or app.',
      from: { path: WEB, pathNot: `${WEB}(features/|app/|main\\.tsx$)` },
      to: { path: `${WEB}(features/|app/|main\\.tsx$)` },
    },
    {
      name: 'features-not-upward',
      severity: 'error',
      comment: 'A web feature never imports app (the route table and providers).',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(app/|main\\.tsx$)` },
    },
    {
      name: 'web-lib-no-resources',
      severity: 'error',
      comment: 'apps/web/src/lib is below the shared resources: it imports none of them.',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}resources/` },
    },
    {
      name: 'api-db-no-modules',
      severity: 'error',
      comment: 'apps/api/src/db (client, schema, migrations) sits below the modules and imports none.',
      from: { path: `${API}db/` },
      to: { path: `${API}modules/` },
    },
    {
      name: 'sql-in-repositories',
      severity: 'error',
      comment: "In server modules the query builder (drizzle-orm) is a repository's business.",
      from: { path: `${API}modules/`, pathNot: '\\.(repository|test|fixtures)\\.ts$' },
      // Driver adapters and their migrators are not the query builder (the PGlite carry-over).
      to: { path: 'node_modules/drizzle-orm/', pathNot: 'node_modules/drizzle-orm/(pglite|node-postgres)/' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain imports no fastify, database code or react.',
      from: { path: '^packages/domain/' },
      to: {
        path: 'node_modules/(fastify|fastify-[^/]+|@fastify/[^/]+|drizzle-orm|pg|@electric-sql/[^/]+|react|react-[^/]+)/',
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles (type-only imports vanish at run time and do not count).',
      from: {},
      to: {
        circular: true,
        viaOnly: { dependencyTypesNot: ['type-only'] },
        // users.branch_id and branches.manager_id reference each other; drizzle resolves both
        // lazily (references(() => table.id)), so this one schema cycle is safe at run time.
        pathNot: `${API}db/schema/(branches|users)\\.ts$`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.test-data)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
