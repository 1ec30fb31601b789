// `npm run dev`: the API server with reload (tsx watch) and the web app with hot reload (Vite,
// http://localhost:5173, which proxies /api to the server on :3000).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@app/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && stop()));
