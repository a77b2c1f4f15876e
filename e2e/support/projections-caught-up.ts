/**
 * Waits until the product's projections have taken in the demo data (GET /api/health answers
 * projections.caught_up): the start does not wait for them, and a report read before they have
 * shows the months still being projected as empty. A condition, not a clock: it returns as soon
 * as they have, and names what it saw when they have not within `timeoutMs`.
 */
export async function waitForProjectionsCaughtUp(apiUrl: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  for (;;) {
    try {
      const res = await fetch(`${apiUrl}/health`);
      const body = (await res.json()) as { success?: { result?: { projections?: { caught_up?: boolean; pending_events?: number } | null } } };
      const projections = body.success?.result?.projections;
      if (projections?.caught_up === true) return;
      last = `HTTP ${res.status}, projections ${JSON.stringify(projections ?? null)}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`the projections did not catch up with the demo data within ${timeoutMs / 1000} s (last health: ${last})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
