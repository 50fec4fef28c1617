import type { AccountRef, PlatformAdapter, PublishResult, PublishSteps } from '../../../platforms/types.js';
import type { Claim } from './attempts.js';

export type Call = Extract<Claim, { kind: 'call' }>;

/** Runs one network call with the target account's adapter and a usable credential. */
export type AccountCall = <T>(
  run: (adapter: PlatformAdapter, account: AccountRef) => Promise<T>,
) => Promise<T>;

/**
 * What one kind of content does on a network, for the exactly-once publisher: make the call (saving
 * intermediate ids through `steps`), look for what an earlier call may have made, and follow up a
 * success (a note for the person, or null).
 */
export interface TargetSender {
  send(call: Call, on: AccountCall, steps: PublishSteps): Promise<PublishResult>;
  find(call: Call, on: AccountCall, since: Date): Promise<PublishResult | null>;
  followUp?(call: Call, on: AccountCall, result: PublishResult, steps: PublishSteps): Promise<string | null>;
}
