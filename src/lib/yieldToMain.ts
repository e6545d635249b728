/**
 * Ends the current task and continues in a new one, so that the browser can paint and handle input in between: start-up
 * work split by these yields runs as several short tasks instead of one long one (a task over 50 ms blocks the page).
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
