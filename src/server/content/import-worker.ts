/** A worker thread that reads one import (import-reader.ts): parsing runs here, never on the event loop. */
import { parentPort, workerData } from "node:worker_threads";
import { readImport, type ImportFile } from "./import.ts";

const files = (workerData as { files: ImportFile[] }).files;
parentPort!.postMessage(readImport(files));
