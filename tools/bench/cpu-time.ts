// CPU time spent by the processes of one run, read from /proc (Linux): the API process, every PostgreSQL process and
// the load generator itself, so a figure shows which of them the shared cores went to.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process in ms, or 0 once it has gone. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The CPU ms of every process whose command is `name` (PostgreSQL's backends are all called `postgres`). */
function processesCpuMs(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) total += processCpuMs(Number(entry));
    } catch {
      // gone between the listing and the read
    }
  }
  return total;
}

export type CpuSplit = { apiMs: number; postgresMs: number; loadMs: number };

/** Starts counting; the returned function gives the CPU ms each spent since (PostgreSQL only when it runs on this machine). */
export function countCpu(apiPid: number): () => CpuSplit {
  const own = process.cpuUsage();
  const api = processCpuMs(apiPid);
  const postgres = processesCpuMs('postgres');
  return () => {
    const used = process.cpuUsage(own);
    return { apiMs: processCpuMs(apiPid) - api, postgresMs: processesCpuMs('postgres') - postgres, loadMs: (used.user + used.system) / 1000 };
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
