// One browser-test run at a time on this machine: they all use the local world's fixed ports.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCK = join(tmpdir(), 'metaworld-e2e.lock');
const WAIT_MS = 20 * 60_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits (synchronously: Playwright reads its config synchronously) until no other run holds the
 * lock, then holds it until this process exits. A lock left by a dead process is taken over.
 */
export function holdE2eLock(): void {
  const deadline = Date.now() + WAIT_MS;
  let announced = false;
  for (;;) {
    try {
      const fd = openSync(LOCK, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      process.on('exit', () => {
        try {
          if (readFileSync(LOCK, 'utf8') === String(process.pid)) unlinkSync(LOCK);
        } catch {
          // already gone
        }
      });
      return;
    } catch {
      const owner = Number(readFileSync(LOCK, 'utf8') || 0);
      if (!owner || !alive(owner)) {
        try {
          unlinkSync(LOCK);
        } catch {
          // another waiter took it first
        }
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Another browser-test run (pid ${owner}) has held ${LOCK} for too long.`);
      if (!announced) {
        console.log(`Waiting for another browser-test run (pid ${owner}) to finish...`);
        announced = true;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000);
    }
  }
}
