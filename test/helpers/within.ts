/**
 * `work`'s result, or a failure naming `what` after `ms`. The timer ends with the work: one left behind keeps the
 * suite's process alive until it fires (a 30-second one did, after every PostgreSQL run).
 */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} waited more than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
