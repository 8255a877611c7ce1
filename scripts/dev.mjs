// `npm run dev`: the API server under tsx watch on API_PORT (3001) and Vite with hot reload on PORT
// (3000), which proxies /api, /trpc and /healthz to the server. The server logs JSON lines as in
// production (LOG_LEVEL chooses which); here they are piped through pino-pretty to be read by eye.
import { spawn } from 'node:child_process';
import pretty from 'pino-pretty';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const server = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` },
});
// Lines that are not JSON (tsx's restart notices) pass through unchanged.
server.stdout.pipe(pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
const children = [
  server,
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort, PORT: webPort } }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
