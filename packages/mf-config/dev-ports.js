// Where each app's own dev server listens. `npm run dev` starts them all; the dev shell
// composes the site from the remotes' dev servers at these ports.
const DEV_PORTS = { shell: 3001, discovery: 3101, guides: 3102, labs: 3103, partners: 3104 };

module.exports = { DEV_PORTS };
