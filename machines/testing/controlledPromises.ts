// Model-based testing, part 3: promise actors a path settles by hand, so a replay decides when each one answers.
import { fromPromise, type AnyEventObject, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors the test settles by hand. An invoke whose `id` equals the
 * actor's name is settled by the `xstate.done.actor.<name>` and
 * `xstate.error.actor.<name>` steps of a path.
 */
export class ControlledPromises {
  private readonly pending = new Map<string, Pending[]>();

  /** The logic to provide for `name`. */
  actor<TOutput, TInput = NonReducibleUnknown>(name: string): PromiseActorLogic<TOutput, TInput> {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          const list = this.pending.get(name) ?? [];
          list.push({ input, resolve: resolve as (output: unknown) => void, reject });
          this.pending.set(name, list);
        }),
    );
  }

  /** Inputs of every call of `name` so far, oldest first. */
  inputs(name: string): unknown[] {
    return (this.pending.get(name) ?? []).map((call) => call.input);
  }

  /** Settles the latest call the event names; false if the event is not a promise result. */
  settle(event: AnyEventObject): boolean {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!match) return false;
    const [, outcome, name] = match;
    const call = this.pending.get(name!)?.at(-1);
    if (!call) throw new Error(`No pending ${name} call to settle`);
    if (outcome === 'done') call.resolve((event as { output?: unknown }).output);
    else call.reject((event as { error?: unknown }).error);
    return true;
  }

  reset(): void {
    this.pending.clear();
  }
}

/** Lets settled promises deliver their results to the actors. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
