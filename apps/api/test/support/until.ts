/** Polls `probe` every 100 ms until it answers true; fails after `timeoutMs`, naming `what` when given. */
export async function until(probe: () => Promise<boolean>, timeoutMs: number, what?: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(what ? `${what}: not reached in ${timeoutMs} ms` : `not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
