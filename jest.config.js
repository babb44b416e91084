// The front-end apps and packages in one jest run (scripts/test.mjs): each folder keeps its
// own jest.config.js as a project, and the run pays jest's start-up once instead of eleven
// times and spreads the files of every project over its workers. The API runs apart: its
// global set-up starts a database server, and it sets its own number of workers.
module.exports = {
  // jest's default leaves a core to itself (one worker on two cores, run in band); its main
  // process only hands out files and gathers results, so every core runs a worker.
  maxWorkers: '100%',
  // A run-wide setting, which jest reads only here, not from a project: the bound every jsdom
  // project already set (jest.preset.js, for a busy machine), which then holds for all.
  testTimeout: 30_000,
  projects: [
    'packages/contracts',
    'packages/platform',
    'packages/ui',
    'packages/api-client',
    'packages/dev-host',
    'packages/mf-config',
    'shell',
    'mfe-discovery',
    'mfe-guides',
    'mfe-labs',
    'mfe-partners',
  ].map((folder) => `<rootDir>/${folder}`),
};
