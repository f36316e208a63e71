// `npm run dev`: the API restarting on change (tsx watch) and Vite's dev server with hot
// reload in front of it, one origin for the browser: http://localhost:3000.
import { spawn } from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  DEV_API_PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
};

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/server.ts'], { stdio: 'inherit', env: { ...env, PORT: apiPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...env, PORT: webPort } }),
];

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
