/**
 * The fediverse's connections under the address policy (outbound/address-policy.ts). Fedify posts
 * to the inboxes remote actors declare, and fetches their documents, with the global `fetch` and no
 * check of its own on deliveries; so whatever the federation does runs inside `guarded()`, and while
 * it does, `fetch` connects through an agent that refuses private addresses when the connection is
 * made (an IP written in the address, or what a name resolves to then). Outside, `fetch` is untouched.
 * A refusal is logged with the address and the setting that would allow it; refusals and servers not
 * reached are noted in the scope, so a reader's look-up can say why it found no one.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { isIP } from "node:net";
import { Agent, buildConnector, Dispatcher1Wrapper } from "undici";
import {
  allowedAsIs,
  checkedLookup,
  isPrivateAddress,
  privateAddressError,
  type AddressPolicy,
} from "../outbound/address-policy.ts";
import type { Logger } from "../logger.ts";

/** Node's fetch reads its dispatcher here (undici's first dispatcher interface). */
const GLOBAL_DISPATCHER = Symbol.for("undici.globalDispatcher.1");

interface Dispatching {
  dispatch(options: unknown, handler: unknown): boolean;
}
interface Scope {
  dispatcher: Dispatching;
  /** The connections refused in this scope, to tell a reader why a look-up found no one. */
  refused: string[];
  /** The servers that could not be reached in this scope (no such name, refused, timed out). */
  unreachable: string[];
  /** The site whose federation work this is (a process can run two sites: the end-to-end server). */
  logger: Logger;
}

const scope = new AsyncLocalStorage<Scope>();
let installed = false;

/** The log of the site whose federation work is running now, if any (fedify-logs.ts writes there). */
export const guardedLogger = (): Logger | undefined => scope.getStore()?.logger;

/** Puts a dispatcher in front of Node's own that hands requests made in a guarded scope to its agent. */
function install() {
  if (installed) return;
  installed = true;
  // Reading fetch loads Node's HTTP client, which sets its own dispatcher first.
  void globalThis.fetch;
  const slots = globalThis as unknown as Record<symbol, Dispatching | undefined>;
  const fallback = slots[GLOBAL_DISPATCHER] ?? new Dispatcher1Wrapper(new Agent());
  const chooser = new Dispatcher1Wrapper(new Agent());
  (chooser as unknown as Dispatching).dispatch = (options, handler) =>
    (scope.getStore()?.dispatcher ?? fallback).dispatch(options, handler);
  slots[GLOBAL_DISPATCHER] = chooser;
}

export function createGuard(policy: AddressPolicy, logger: Logger) {
  const refusal = (what: string) => {
    const error = privateAddressError(what, policy);
    logger.warn(`A fediverse connection was refused: ${error.message}`);
    scope.getStore()?.refused.push(what);
    return error;
  };
  const lookup = checkedLookup((host, address) => refusal(`${host} (${address})`).message);
  const checked = buildConnector({ lookup });
  const direct = buildConnector({});
  const agent = new Agent({
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, "");
      const port = options.port || (options.protocol === "https:" ? "443" : "80");
      const store = scope.getStore();
      const noted: typeof callback = (err, socket) => {
        if (err && (err as { code?: string }).code !== "EPRIVATE")
          store?.unreachable.push(`${options.hostname}:${port}`);
        (callback as (e: Error | null, s: unknown) => void)(err, socket);
      };
      if (allowedAsIs(policy, host, port)) return direct(options, noted);
      if (isIP(host)) {
        if (isPrivateAddress(host)) return callback(refusal(`${options.hostname}:${port}`), null);
        return direct(options, noted);
      }
      return checked(options, noted);
    },
  });
  const dispatcher = new Dispatcher1Wrapper(agent) as unknown as Dispatching;
  install();

  return {
    policy,
    /** Runs `task` with the federation's fetches under the policy. */
    guarded<T>(task: () => T): T {
      return scope.run({ dispatcher, refused: [], unreachable: [], logger }, task);
    },
    /** Runs `task` guarded; answers what it answered, and the connections refused or failed meanwhile. */
    async watched<T>(task: () => Promise<T>): Promise<{ value: T; refused: string[]; unreachable: string[] }> {
      const store: Scope = { dispatcher, refused: [], unreachable: [], logger };
      const value = await scope.run(store, task);
      return { value, refused: store.refused, unreachable: store.unreachable };
    },
  };
}
export type FediverseGuard = ReturnType<typeof createGuard>;
