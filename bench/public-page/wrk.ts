/**
 * The live page loaded by Debian's `wrk` (C, one thread) instead of autocannon, with
 * `BENCH_LOAD_GENERATOR=wrk`: autocannon's worker costs more CPU per answer than either server on
 * a 2-core machine, so the ratios it gives are partly its own (docs/performance.md). wrk is not an
 * npm package: `apt-get install wrk`. Its CPU is read from the shell that ran it (`times`).
 */
import { execFile } from 'node:child_process';
import type { PageLoad } from './load';

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

function number(output: string, pattern: RegExp): number {
  return Number(pattern.exec(output)?.[1] ?? 0);
}

function percentile(output: string, which: string): number {
  const found = new RegExp(`^\\s*${which}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!found) throw new Error(`wrk printed no ${which}% latency:\n${output}`);
  return Number(found[1]) * (UNIT_MS[found[2] ?? 'ms'] ?? 1);
}

/** "0m1.234s" -> µs. */
function micros(time: string): number {
  const [, minutes = '0', seconds = '0'] = /^(\d+)m([\d.]+)s$/.exec(time) ?? [];
  return Math.round((Number(minutes) * 60 + Number(seconds)) * 1e6);
}

export function loadPageWithWrk(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string>,
): Promise<PageLoad & { loadCpuMicros: number }> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  // `times` prints the shell's own CPU, then its children's: wrk's.
  const script = `wrk "$@" && times`;
  return new Promise((resolve, reject) => {
    execFile('bash', ['-c', script, 'wrk', ...args, url], (error, output) => {
      if (error)
        return reject(
          new Error(`wrk failed (is it installed? apt-get install wrk): ${error.message}`),
        );
      const requests = number(output, /(\d+) requests in/);
      const children = output.trim().split('\n').pop()?.split(/\s+/) ?? [];
      resolve({
        requestsPerSecond: number(output, /Requests\/sec:\s+([\d.]+)/),
        requests,
        p50: percentile(output, '50'),
        p99: percentile(output, '99'),
        errors:
          number(output, /connect (\d+)/) +
          number(output, /read (\d+)/) +
          number(output, /write (\d+)/),
        timeouts: number(output, /timeout (\d+)/),
        non2xx: number(output, /Non-2xx or 3xx responses: (\d+)/),
        loadCpuMicros: micros(children[0] ?? '') + micros(children[1] ?? ''),
      });
    });
  });
}
