import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime (fields 14–17) and the parent pid of /proc/<pid>/stat. */
function readStat(pid: number): { ppid: number; own: number; children: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are plain.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
    return { ppid: Number(fields[1]), own: utime! + stime!, children: cutime! + cstime! };
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds a process and its children have used so far (Linux /proc; 0 elsewhere):
 * the process's own time, that of its live children, and that of children that ended
 * (as the kernel adds them to the parent). PostgreSQL's backends are its postmaster's
 * children, so this counts the whole database server.
 */
export function cpuSecondsOfTree(pid: number | undefined): number {
  if (!pid) return 0;
  const root = readStat(pid);
  if (!root) return 0;
  let ticks = root.own + root.children;
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const stat = readStat(Number(entry));
    if (stat?.ppid === pid) ticks += stat.own;
  }
  return ticks / TICKS_PER_SECOND;
}
