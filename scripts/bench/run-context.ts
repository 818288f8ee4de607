// What every part of the benchmark shares: settings, the load generator, cancellation, the
// processes it started (stopped on the way out, whatever happens), and the measured run itself.
import type { BenchOptions } from './options';
import { runLoad, type LoadResult, type LoadTool } from './load';
import { readCpuMs, type RunningServer } from './server';

export interface Measurement {
  result: LoadResult;
  /** CPU time per answered request of each process asked for, in ms (null off Linux). */
  cpuMsPerRequest: (number | null)[];
}

export class RunContext {
  private readonly running = new Set<RunningServer>();
  private readonly controller = new AbortController();

  constructor(
    readonly options: BenchOptions,
    readonly tool: LoadTool,
    readonly log: (message: string) => void,
  ) {}

  get aborted(): boolean {
    return this.controller.signal.aborted;
  }

  /** Starts a process and keeps it for `stopAll`. */
  async start(starting: Promise<RunningServer>): Promise<RunningServer> {
    const server = await starting;
    this.running.add(server);
    return server;
  }

  async stop(...servers: RunningServer[]): Promise<void> {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) this.running.delete(server);
  }

  /** Cancels a run in progress and stops every process still running. */
  async stopAll(): Promise<void> {
    this.controller.abort();
    await this.stop(...this.running);
  }

  /** One load run; the CPU time each of `pids` spent on it, per answered request. */
  async measure(
    pids: readonly number[],
    url: string,
    connections: number,
    seconds: number,
    rotate?: readonly string[],
  ): Promise<Measurement> {
    const before = pids.map(readCpuMs);
    const result = await runLoad(this.tool, url, connections, seconds, this.controller.signal, rotate);
    const after = pids.map(readCpuMs);
    const cpuMsPerRequest = pids.map((_, index) => {
      const start = before[index];
      const end = after[index];
      return start !== null && start !== undefined && end !== null && end !== undefined && result.requests
        ? (end - start) / result.requests
        : null;
    });
    return { result, cpuMsPerRequest };
  }
}
