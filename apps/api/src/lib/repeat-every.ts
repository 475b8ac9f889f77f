/**
 * Runs `work` now and then every `intervalMs`, one round at a time (a round still under way when
 * the next is due makes that one skip); a failed round goes to `onError`, and the next tries
 * again. Answers the means to stop, which waits for a round under way.
 */
export function repeatEvery(
  intervalMs: number,
  work: () => Promise<void>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const round = () => {
    if (running) return;
    running = work()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  round();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
