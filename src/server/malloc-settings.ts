/**
 * The C allocator's setting a server process runs with, imported first by the production entry
 * (main.ts): on Linux, a process started without it starts itself again with it (`execve`: the
 * same process id, so `npm start`, a supervisor or a container's init keep the one they started).
 *
 * `MALLOC_MMAP_THRESHOLD_`: glibc serves a block of 128 KiB or more from a mapping of its own and
 * returns it to the system when freed. Left to itself it raises that threshold up to 32 MiB each time
 * such a block is freed, and the large short-lived buffers of a server (compiling the database's
 * WebAssembly, compressing pages, rows crossing from the database's thread) are then carved from the
 * heaps of its threads, which keep the pages they emptied: about 85 MB of an embedded database's
 * process as it starts, 95 MB once it has rendered its pages ahead (docs/benchmarks.md, issue 38 item 5). A fixed threshold also keeps the trim
 * threshold at its 128 KiB. An operator's own value is left as it is.
 */
const SETTING = "MALLOC_MMAP_THRESHOLD_";

if (process.platform === "linux" && process.env[SETTING] === undefined && process.execve) {
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      ...process.env,
      [SETTING]: String(128 * 1024),
    });
  } catch (err) {
    // The server runs as well without it, with more memory: said, not fatal.
    console.error(`Could not restart with the allocator's setting (${String(err)}); going on without it`);
  }
}
