/**
 * Saves after `delayMs` of inactivity. One save runs at a time; changes made while it runs cause one
 * more save after it. `flush` saves now (before publishing or leaving).
 */
export function createAutosave(save: () => Promise<void>, delayMs = 3000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  async function run(): Promise<void> {
    clearTimeout(timer);
    if (running) {
      again = true;
      return running;
    }
    running = save().finally(() => {
      running = null;
      if (again) {
        again = false;
        timer = setTimeout(() => void run(), delayMs);
      }
    });
    return running;
  }

  return {
    /** Something changed: save once the writer pauses. */
    touch() {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), delayMs);
    },
    flush: run,
    cancel() {
      clearTimeout(timer);
    },
  };
}
