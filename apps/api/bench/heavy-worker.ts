/**
 * The heavy client of an interference run (engine-bench.ts), in a process of its own: it repeats
 * its work until the parent says stop, then answers with the duration of each run (ms) and exits.
 */
import { runHeavy, type HeavyWork } from './engine-bench.js';

const work = JSON.parse(process.argv[2]!) as HeavyWork;
let running = true;
process.once('message', () => {
  running = false;
});
const durations: number[] = [];
for (let batch = 0; running; batch += 1) {
  const start = performance.now();
  await runHeavy(work, batch);
  durations.push(performance.now() - start);
}
process.send!(durations, () => process.disconnect());
