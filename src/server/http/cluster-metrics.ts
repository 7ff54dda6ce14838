/**
 * One scrape, every process: with WEB_CONCURRENCY > 1 a scrape reaches one worker, which asks the
 * primary, which gathers every worker's metrics over the cluster's IPC channel (prom-client's
 * AggregatorRegistry: counters and histograms added up, each gauge by its own rule) and answers
 * the total. Loaded only when METRICS_TOKEN is set.
 */
import { AggregatorRegistry, type Registry } from "prom-client";
import { answerWorkers, askPrimary } from "../cluster-ipc.ts";

const KIND = "inkwell:metrics";
/** prom-client gives up on a worker after 5 s; the asking worker waits a little longer. */
const WAIT_MS = 6_000;

/** In the primary: answers the workers' requests for everyone's metrics. */
export function gatherMetricsForWorkers(): void {
  const aggregator = new AggregatorRegistry();
  answerWorkers(KIND, () => aggregator.clusterMetrics());
}

/** In a worker: lets the primary read `registry`, and asks it for every process's metrics. */
export function clusterMetricsClient(registry: Registry) {
  AggregatorRegistry.setRegistries([registry]);
  // Constructed for its side effect: the worker's listener for the primary's requests.
  new AggregatorRegistry();
  const ask = askPrimary<null, string>(KIND, WAIT_MS);
  return { all: () => ask(null) };
}
