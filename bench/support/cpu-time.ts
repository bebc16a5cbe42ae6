// CPU time spent by processes, read from /proc (Linux): what a request costs the server, its
// database and the load tool, in CPU, whatever else the machine is doing. Throughput on a busy
// or small machine drifts; CPU per request much less.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100;

type TStat = { pid: number; comm: string; pgrp: number; own: number; children: number };

/** Fields after the command (which may hold spaces), per proc(5): state is field 3. */
function stat(pid: string): TStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return {
    pid: Number(pid),
    comm: text.slice(open + 1, close),
    pgrp: field(5),
    // utime + stime; cutime + cstime: children waited for (a backend that exited, a load run)
    own: field(14) + field(15),
    children: field(16) + field(17),
  };
}

function allStats(): TStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(stat)
    .filter((s): s is TStat => s !== undefined);
}

const ms = (ticks: number) => (ticks * 1000) / ticksPerSecond;

/**
 * The server (the group's leader, see server-process.ts) apart from the rest of its process
 * group: the embedded database's process, when it runs one.
 */
export function groupCpuMs(pgrp: number): { leader: number; others: number } {
  let leader = 0;
  let others = 0;
  for (const s of allStats()) {
    if (s.pid === pgrp) {
      leader += s.own;
      others += s.children;
    } else if (s.pgrp === pgrp) {
      others += s.own + s.children;
    }
  }
  return { leader: ms(leader), others: ms(others) };
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The PostgreSQL backends serving one database, found by their process titles
 * ("postgres: user database host(port) state"): live ones only, so read it while the app's pool
 * holds its connections. The server's shared work (WAL writer, checkpointer) is not in it.
 */
export function postgresCpuMs(database: string): number {
  const title = ` ${database} `;
  return ms(
    allStats().reduce(
      (sum, s) => (s.comm === 'postgres' && commandLine(s.pid).includes(title) ? sum + s.own : sum),
      0,
    ),
  );
}

/** This process's own CPU (the bare server runs in it). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** This process's children that have exited: the load tool's runs. */
export function childrenCpuMs(): number {
  const self = stat(String(process.pid));
  return self ? ms(self.children) : 0;
}
