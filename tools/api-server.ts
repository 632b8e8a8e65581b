// npm run api-server -- --port 4000 [--data FILE] ... : the mock backend's handlers as an HTTP
// server (mocks/hosts/node/main.ts lists the options). The TypeScript is loaded through Vite's SSR
// loader, which stays open while the server runs: the handlers import some modules on first use.
import { createTsLoader } from './load-ts';

const loader = await createTsLoader();
const { main } = await loader.load<typeof import('../mocks/hosts/node/main')>('/mocks/hosts/node/main.ts');
await main(process.argv.slice(2), { onExit: () => loader.close() });
