// `npm run stop`: stops exactly the process groups `npm start` recorded (all of this clone's, or PORT's alone) —
// never anything found by name, so other people's servers on a shared machine are left alone.
import { rmSync } from 'node:fs';
import { commandOf, groupOf, readRecords } from './dev-processes.mjs';

const onlyPort = process.env.PORT ? Number(process.env.PORT) : undefined;
const records = readRecords().filter(({ record }) => onlyPort === undefined || record.port === onlyPort);
if (records.length === 0) console.log(onlyPort ? `nothing recorded for port ${onlyPort}` : 'nothing recorded: no npm start of this clone is running');

for (const { file, record } of records) {
  const stopped = [];
  // The wrangler group first (dev.mjs would otherwise restart nothing, but exits when wrangler does).
  for (const pgid of record.groups) {
    // Only a group whose leader is still the process we started (pids are reused).
    const leader = commandOf(pgid);
    if (leader === null || groupOf(pgid) !== pgid || !/wrangler|scripts\/dev\.mjs/.test(leader)) continue;
    try {
      process.kill(-pgid, 'SIGTERM');
      stopped.push(`group ${pgid}`);
    } catch {}
  }
  const dev = commandOf(record.devPid);
  if (dev !== null && /scripts\/dev\.mjs/.test(dev)) {
    try {
      process.kill(record.devPid, 'SIGTERM');
      stopped.push(`dev ${record.devPid}`);
    } catch {}
  }
  rmSync(file, { force: true });
  console.log(`port ${record.port}: ${stopped.length ? `stopped ${stopped.join(', ')}` : 'already gone'}`);
}
