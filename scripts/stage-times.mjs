// Each stage of `npm test` timed (decision 0069): its wall time, the CPU time its processes
// used, and the machine's load average when it ended, printed as a table at the end. On a
// shared two-core machine a stage's wall time alone does not say whether it got slower or
// only waited for the cores; its CPU time beside it does.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** CPU seconds of this process's finished children (and theirs), from /proc on Linux. */
export function childCpuSeconds() {
  try {
    // Fields after the command name (which may hold spaces, so it is cut at its last ')'):
    // utime is field 14, stime 15, cutime 16, cstime 17; the kernel counts in 1/100 s.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const stages = [];

/** Runs `run` (synchronous: it waits for its processes) and records the stage's times. */
export function timeStage(label, run) {
  const wallStart = performance.now();
  const cpuStart = childCpuSeconds();
  try {
    return run();
  } finally {
    const cpuEnd = childCpuSeconds();
    stages.push({
      label,
      wall: (performance.now() - wallStart) / 1000,
      cpu: cpuStart === undefined || cpuEnd === undefined ? undefined : cpuEnd - cpuStart,
      load: os.loadavg()[0],
    });
  }
}

/**
 * Starts `script` (a node script) beside the stages that follow, its output into `logFile`;
 * answers a promise of its exit status. Its CPU time and end are what the script reports of
 * itself in PA_STAGE_CPU_FILE (see reportChildCpu), since a process running beside others
 * is reaped at no stage's end.
 */
export function startStageBeside(label, script, logFile) {
  const startedAt = Date.now();
  const cpuFile = `${logFile}.cpu`;
  rmSync(cpuFile, { force: true });
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [script], {
    stdio: ['ignore', log, log],
    env: { ...process.env, PA_STAGE_CPU_FILE: cpuFile },
  });
  closeSync(log);
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      // Its end as it wrote it: this process hears of the exit only once the stage it was
      // running beside (a synchronous spawn) is over.
      let report = { cpu: undefined, endedAt: Date.now(), load: os.loadavg()[0] };
      try {
        report = JSON.parse(readFileSync(cpuFile, 'utf8'));
      } catch {
        // No report (the script failed before it): its exit as heard here.
      }
      stages.push({
        label: `${label} (beside)`,
        wall: (report.endedAt - startedAt) / 1000,
        cpu: report.cpu,
        load: report.load,
      });
      resolve(code ?? 1);
    });
  });
}

/**
 * In a script started by startStageBeside: writes its finished children's CPU seconds, the
 * time it ends and the load average then.
 */
export function reportChildCpu() {
  const file = process.env.PA_STAGE_CPU_FILE;
  if (!file) return;
  const report = { cpu: childCpuSeconds(), endedAt: Date.now(), load: os.loadavg()[0] };
  writeFileSync(file, JSON.stringify(report));
}

/** The table of every stage so far, and the run's wall time (stages beside others overlap). */
export function stageTable() {
  const rows = [
    ['stage', 'wall', 'CPU', 'load (1 min) at its end'],
    ...stages.map((stage) => [
      stage.label,
      `${stage.wall.toFixed(0)} s`,
      stage.cpu === undefined ? 'n/a' : `${stage.cpu.toFixed(0)} s`,
      stage.load.toFixed(2),
    ]),
    ['the whole run', `${(performance.now() / 1000).toFixed(0)} s`, '', ''],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]),
        )
        .join('  '),
    )
    .join('\n');
}
