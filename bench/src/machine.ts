import { cpus, loadavg } from "node:os";
import { round } from "./stats";

/** The machine a run measured on; the load averages say how busy the shared machine was. */
export interface Machine {
  node: string;
  cpus: number;
  cpuModel: string;
  /** 1-minute load averages when the run started and ended. */
  loadAverage: { start: number; end: number };
}

/** The 1-minute load average now, to pass back to `describeMachine` when the run ends. */
export function currentLoad(): number {
  return loadavg()[0] ?? 0;
}

export function describeMachine(loadAtStart: number): Machine {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? "",
    loadAverage: { start: round(loadAtStart), end: round(currentLoad()) },
  };
}
