// What `npm start` started, so that `npm run stop` stops exactly that and nothing else on a shared machine.
// One record per site port in .tmp/dev-processes/<port>.json: the dev script's pid and the process groups it made.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const recordsDir = path.join(root, '.tmp/dev-processes');

/** @param {{ port: number, emulatorPort: number, devPid: number, groups: number[] }} record */
export function writeRecord(record) {
  mkdirSync(recordsDir, { recursive: true });
  writeFileSync(path.join(recordsDir, `${record.port}.json`), JSON.stringify({ ...record, root, startedAt: new Date().toISOString() }, null, 2));
}

export function removeRecord(port, devPid) {
  const file = path.join(recordsDir, `${port}.json`);
  // Only our own record: a later `npm start` on the same port may have replaced it.
  if (existsSync(file) && readRecord(file)?.devPid === devPid) rmSync(file);
}

export function readRecords() {
  if (!existsSync(recordsDir)) return [];
  return readdirSync(recordsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: path.join(recordsDir, f), record: readRecord(path.join(recordsDir, f)) }))
    .filter((r) => r.record);
}

function readRecord(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The command line of a live process, or null (gone, or not ours to see). Guards against a reused pid. */
export function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    try {
      process.kill(pid, 0);
      return '';
    } catch {
      return null;
    }
  }
}

/** The process group id of a live process (Linux /proc), or null. */
export function groupOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return null;
  }
}
