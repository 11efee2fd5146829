import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Terminal output without its colour codes. */
export const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Runs a command whose output is passed through as it comes, and also kept: resolves with its exit
 * code and its last `keep` lines (colours taken out), for a summary printed later.
 */
export function runKeepingTail(
  command: string,
  args: string[],
  keep: number,
): Promise<{ code: number; tail: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let lines: string[] = [];
    let partial = '';
    const keepLines = (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const split = text.split('\n');
      partial = split.pop() ?? '';
      lines = [...lines, ...split].slice(-keep);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      keepLines(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      keepLines(chunk);
    });
    child.on('close', (code, signal) => {
      const tail = [...lines, partial].map(withoutColours).filter((line) => line.trim() !== '');
      resolve({ code: code ?? (signal ? 1 : 0), tail: tail.slice(-keep) });
    });
  });
}
