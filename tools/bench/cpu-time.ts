// CPU time spent by the processes of one run, read from /proc (Linux): the API process, every PostgreSQL process and
// the load generator itself, so a figure shows which of them the shared cores went to.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * utime + stime of one process in ms, or 0 once it has gone; with `reaped`, its children's that have ended too (a
 * backend of a connection closed meanwhile is gone from /proc, its time added to the postmaster's).
 */
function processCpuMs(pid: number, reaped = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0)) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * The CPU ms of every process whose command is `name` (PostgreSQL's backends are all called `postgres`), and of
 * those of their children that have ended.
 */
function processesCpuMs(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) total += processCpuMs(Number(entry), true);
    } catch {
      // gone between the listing and the read
    }
  }
  return total;
}

export type CpuSplit = { apiMs: number; postgresMs: number; loadMs: number };

/**
 * Starts counting; the returned function gives the CPU ms each spent since (PostgreSQL only when it runs on this
 * machine). The load is this process, or the processes called `load` (pgbench replaying what the API sent).
 */
export function countCpu(apiPid: number, load?: string): () => CpuSplit {
  const own = process.cpuUsage();
  const api = processCpuMs(apiPid);
  const postgres = processesCpuMs('postgres');
  const loadBefore = load ? processesCpuMs(load) : 0;
  return () => {
    const used = process.cpuUsage(own);
    return {
      apiMs: processCpuMs(apiPid) - api,
      postgresMs: processesCpuMs('postgres') - postgres,
      loadMs: load ? processesCpuMs(load) - loadBefore : (used.user + used.system) / 1000,
    };
  };
}

/** Whether /proc can be read (Linux); elsewhere the split is left out. */
export const canCountCpu = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();
