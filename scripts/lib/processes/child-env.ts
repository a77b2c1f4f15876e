/** Extra environment for a child: a value sets the variable, undefined or null removes it. */
export type EnvChanges = Record<string, string | number | undefined | null>;

/** `base` (this process's environment) with `changes` applied. */
export function childEnv(base: NodeJS.ProcessEnv, changes: EnvChanges = {}): NodeJS.ProcessEnv {
  const out = { ...base };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === null) delete out[k];
    else out[k] = String(v);
  }
  return out;
}
