// Runs the API (with reload) and the Vite dev server together; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  // Readable log lines in development (pino-pretty); production logs stay JSON.
  spawn('npm', ['run', 'dev', '-w', '@stockyard/api'], {
    stdio: 'inherit',
    env: { ...process.env, LOG_FORMAT: 'pretty' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@stockyard/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
