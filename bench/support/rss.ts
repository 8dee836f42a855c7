import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc (Linux); null when it is gone or /proc is not there. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}
