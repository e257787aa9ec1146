// Actor ports written once: a feature's types.ts names each port's input and output (Port<I, O>); the machine declares
// it with `placeholder` and src/ implements it with `implement`, so neither side repeats the signature.
import { fromPromise, type PromiseActorLogic } from 'xstate';

/** One asynchronous side effect of a machine: what it is given and what it answers. */
export interface Port<I, O> {
  input: I;
  output: O;
}

// `any` only in the constraint: a port's input or output may be any type, `void` included.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPort = Port<any, any>;

/** The actor logic of a port, as a machine's `setup({ actors })` and `.provide()` type it. */
export type PortLogic<P extends AnyPort> = PromiseActorLogic<P['output'], P['input']>;

/** What an implementation receives: the input, the actor system (for the app's actors) and the abort signal. */
export type PortArgs<P extends AnyPort> = Parameters<Parameters<typeof fromPromise<P['output'], P['input']>>[0]>[0];

/** The machine's side: a port that fails until src/ provides it (a flow tested alone provides a fake). */
export function placeholder<P extends AnyPort>(name: string): PortLogic<P> {
  return fromPromise<P['output'], P['input']>(() => Promise.reject(new Error(`${name} not provided`)));
}

/** src/'s side: the real implementation of a port, typed by the port alone. */
export function implement<P extends AnyPort>(run: (args: PortArgs<P>) => Promise<P['output']> | P['output']): PortLogic<P> {
  return fromPromise<P['output'], P['input']>(async (args) => run(args));
}
