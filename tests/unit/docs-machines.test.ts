// docs/machines must match what the generator makes from the registry; and the generator must draw what machines define.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { machineRegistry } from '@machines/registry';
import { generateMachineDocs, stateDiagram } from '../../scripts/docs-machines/generate';

const docsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'machines');
const FIX = 'docs/machines is out of date: run npm run docs:machines';

describe('docs/machines', () => {
  it('holds exactly the generated files, each unchanged', () => {
    const expected = generateMachineDocs(machineRegistry);
    let onDisk: string[] = [];
    try {
      onDisk = readdirSync(docsDir).sort();
    } catch {
      // A missing directory is reported below as missing files.
    }
    const names = expected.map((file) => file.name);
    expect(
      onDisk.filter((name) => !names.includes(name)),
      `${FIX} (extra files)`,
    ).toEqual([]);
    expect(
      names.filter((name) => !onDisk.includes(name)),
      `${FIX} (missing files)`,
    ).toEqual([]);
    for (const file of expected) {
      expect(readFileSync(join(docsDir, file.name), 'utf8'), `${FIX} (${file.name} differs)`).toBe(file.content);
    }
  });

  it('has a page and an index row for every registered machine', () => {
    const files = generateMachineDocs(machineRegistry);
    const index = files.find((file) => file.name === 'README.md')!.content;
    for (const { name } of machineRegistry) {
      expect(files.map((file) => file.name)).toContain(`${name}.md`);
      expect(index).toContain(`[${name}](${name}.md)`);
    }
  });

  it('generates the same output twice', () => {
    expect(generateMachineDocs(machineRegistry)).toEqual(generateMachineDocs(machineRegistry));
  });

  it('rejects names that cannot be file names or are repeated', () => {
    const { machine } = machineRegistry[0]!;
    expect(() => generateMachineDocs([{ name: 'Bad Name', machine }])).toThrow(/lowercase/);
    expect(() =>
      generateMachineDocs([
        { name: 'a', machine },
        { name: 'a', machine },
      ]),
    ).toThrow(/twice/);
  });
});

describe('stateDiagram', () => {
  const sample = setup({
    types: { events: {} as { type: 'GO' } | { type: 'STOP' } | { type: 'RESET' } },
    actors: { fetchData: fromPromise(async () => 1) },
    guards: { ready: () => true, busy: () => false },
    delays: { pause: 250 },
  }).createMachine({
    id: 'sample',
    initial: 'idle',
    on: { RESET: '.idle' },
    states: {
      idle: { on: { GO: { guard: and(['ready', not('busy')]), target: 'working' } } },
      working: {
        type: 'parallel',
        onDone: 'done',
        states: {
          fetch: {
            initial: 'pending',
            states: {
              pending: { invoke: { id: 'fetchData', src: 'fetchData', onDone: 'fetched', onError: 'failed' } },
              failed: { after: { 1000: 'pending' } },
              fetched: { type: 'final' },
            },
          },
          timer: {
            initial: 'running',
            states: {
              running: { after: { pause: 'elapsed' }, on: { STOP: 'elapsed' } },
              elapsed: { type: 'final' },
            },
          },
        },
      },
      done: { type: 'final' },
    },
  });
  const diagram = stateDiagram(sample);
  const lines = diagram.split('\n').map((line) => line.trim());

  it('marks initial states at each level', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('[*] --> idle');
    expect(lines).toContain('[*] --> pending');
    expect(lines).toContain('[*] --> running');
  });

  it('nests compound states and separates parallel regions', () => {
    const working = lines.indexOf('state working {');
    const fetch = lines.indexOf('state fetch {');
    const timer = lines.indexOf('state timer {');
    expect(working).toBeGreaterThan(0);
    expect(fetch).toBeGreaterThan(working);
    expect(timer).toBeGreaterThan(fetch);
    expect(lines.slice(fetch, timer)).toContain('--');
  });

  it('labels transitions with events, guards, delays and actor results', () => {
    expect(lines).toContain('idle --> working : GO [ready && !busy]');
    expect(lines).toContain('pending --> fetched : fetchData done');
    expect(lines).toContain('pending --> failed : fetchData error');
    expect(lines).toContain('failed --> pending : after 1000 ms');
    expect(lines).toContain('running --> elapsed : after pause (250 ms)');
    expect(lines).toContain('running --> elapsed : STOP');
    expect(lines).toContain('working --> done : done');
    expect(lines).toContain('pending : invokes fetchData');
  });

  it('ends final states', () => {
    expect(lines).toContain('fetched --> [*]');
    expect(lines).toContain('elapsed --> [*]');
    expect(lines).toContain('done --> [*]');
  });

  it('lists what the machine itself handles in every state', () => {
    const page = generateMachineDocs([{ name: 'sample', machine: sample }]).find((file) => file.name === 'sample.md')!;
    expect(page.content).toContain('## Handled in every state\n\n- RESET → `idle`');
    expect(page.content).toContain('```mermaid\n' + diagram + '\n```');
  });

  it('gives states that share a key distinct ids', () => {
    const twins = setup({}).createMachine({
      id: 'twins',
      initial: 'a',
      states: {
        a: { initial: 'waiting', states: { waiting: {} } },
        b: { initial: 'waiting', states: { waiting: {} } },
      },
    });
    const twinLines = stateDiagram(twins)
      .split('\n')
      .map((line) => line.trim());
    expect(twinLines).toContain('state "waiting" as a_waiting');
    expect(twinLines).toContain('state "waiting" as b_waiting');
    expect(twinLines).toContain('[*] --> b_waiting');
  });
});
