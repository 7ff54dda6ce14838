/**
 * One scrape, every process: with WEB_CONCURRENCY > 1 a scrape reaches one worker, which asks the
 * primary, which gathers every worker's metrics over the cluster's IPC channel (prom-client's
 * AggregatorRegistry: counters and histograms added up, each gauge by its own rule) and answers
 * the total. Loaded only when METRICS_TOKEN is set.
 */
import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

const ASK = "inkwell:metrics-request";
const ANSWER = "inkwell:metrics-answer";
/** prom-client gives up on a worker after 5 s; the asking worker waits a little longer. */
const WAIT_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers the workers' requests for everyone's metrics. */
export function gatherMetricsForWorkers(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (err: Error) => worker.send({ type: ANSWER, id: message.id, error: err.message } satisfies Answer),
    );
  });
}

/** In a worker: lets the primary read `registry`, and asks it for every process's metrics. */
export function clusterMetricsClient(registry: Registry) {
  AggregatorRegistry.setRegistries([registry]);
  // Constructed for its side effect: the worker's listener for the primary's requests.
  new AggregatorRegistry();
  let next = 1;
  return {
    contentType: AggregatorRegistry.PROMETHEUS_CONTENT_TYPE,
    all(): Promise<string> {
      const id = next++;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          process.off("message", onMessage);
          reject(new Error("The other server processes did not answer"));
        }, WAIT_MS);
        function onMessage(message: Answer) {
          if (message?.type !== ANSWER || message.id !== id) return;
          clearTimeout(timer);
          process.off("message", onMessage);
          if (message.text !== undefined) resolve(message.text);
          else reject(new Error(message.error ?? "No metrics"));
        }
        process.on("message", onMessage);
        process.send!({ type: ASK, id } satisfies Ask);
      });
    },
  };
}
