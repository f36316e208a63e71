// `npm start`: build if needed, then run the server in this process (so signals reach it directly).
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../dist/node/server.mjs');
