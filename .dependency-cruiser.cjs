/**
 * The import rules of the house (`npm run lint:imports`, part of `npm run lint`): the contract
 * reaches into no program, the programs not into each other (the page and the worker share only src/device), app features not into each other,
 * server routes only into services, and no module cycles. docs/architecture.md explains them.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A module cycle: two modules need each other at run time. Move the shared piece out.',
      from: {},
      // Type-only imports vanish when the code runs; a cycle through them alone is harmless.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment: 'Two folders need each other: move the piece both need into a lower folder (src/server/core, say).',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'src/shared is the contract of server, app and worker: it imports none of them.',
      from: { path: '^src/shared/' },
      to: { path: '^(src/server|src/app|src/device|sw)/' },
    },
    {
      name: 'server-not-app',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^(src/app|sw)/' },
    },
    {
      name: 'app-not-server',
      severity: 'error',
      from: { path: '^(src/app|src/device|sw)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'worker-not-app',
      severity: 'error',
      comment:
        'The service worker never imports the app: what both need (the device store, the replay) is in src/device.',
      from: { path: '^sw/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'device-stands-alone',
      severity: 'error',
      comment: 'src/device runs in the page and in the service worker: it imports only the contract.',
      from: { path: '^src/device/' },
      to: { path: '^(src/app|src/server|sw)/' },
    },
    {
      name: 'server-not-device',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/device/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment: 'A feature never imports another one (from any depth): move the shared piece out.',
      from: { path: '^src/app/features/([^/]+)/' },
      to: { path: '^src/app/features/', pathNot: '^src/app/features/$1/' },
    },
    {
      name: 'progress-sync-one-face',
      severity: 'error',
      comment:
        'The learning screens use progress-sync through learner-saves.ts and progress-query.ts only (the policies page through policy-confirmations.ts, decision 108); the device store and the sending stay behind them.',
      from: { path: '^src/app/features/' },
      to: {
        path: '^(src/app/progress-sync/|src/device/)',
        pathNot: '^src/app/progress-sync/(learner-saves|progress-query|policy-confirmations)[.]ts$',
      },
    },
    {
      name: 'routes-call-services',
      severity: 'error',
      comment: 'Routes stay thin: they call services, never a repository or the database directly.',
      from: { path: '^src/server/.+[.]routes[.]ts$' },
      to: { path: '^src/server/(.+[.]repository[.]ts|db/)' },
    },
    {
      name: 'repositories-below',
      severity: 'error',
      comment:
        'A repository holds SQL for the layers above; it imports no route or service, and no error: what a missing row means is the service’s rule.',
      from: { path: '^src/server/.+[.]repository[.]ts$' },
      to: {
        path: '^src/server/',
        pathNot: '^src/server/(.+[.](repository|presenter)[.]ts|db/.+|core/caller[.]ts)$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|[.]test[.]tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
