/**
 * How long each leased job ran (imports, bulk actions), told by jobs/leasedJobRunner.ts. The runners
 * are made inside their route plugins, out of the metrics' reach, so the time goes out on a Node
 * diagnostics channel (the standard way for code to publish what instrumentation may listen to; free
 * when nobody does). The channel is the process's: one app per process in production; tests that run
 * jobs in several apps at once see each other's jobs in their histograms.
 */
import diagnosticsChannel from 'node:diagnostics_channel';

export interface JobEnded {
  /** The runner's name ('import-runner', 'bulk-runner'). */
  runner: string;
  seconds: number;
}

export const JOB_ENDED_CHANNEL = 'cesa:job-ended';
const channel = diagnosticsChannel.channel(JOB_ENDED_CHANNEL);

export function jobEnded(runner: string, seconds: number): void {
  if (channel.hasSubscribers) channel.publish({ runner, seconds } satisfies JobEnded);
}

/** Calls `listener` with every job that ends in this process; answers how to stop. */
export function onJobEnded(listener: (ended: JobEnded) => void): () => void {
  const handler = (message: unknown) => listener(message as JobEnded);
  diagnosticsChannel.subscribe(JOB_ENDED_CHANNEL, handler);
  return () => diagnosticsChannel.unsubscribe(JOB_ENDED_CHANNEL, handler);
}
