/**
 * Pages allow no eval (docs/decisions/0024). zod, which each remote bundles, would probe
 * for it with `new Function` on its first parse of an object (a policy violation the
 * browser reports) and compile parsers with it. Its settings are one global shared by
 * every copy of zod on the page, so the shell sets it once, before any remote loads.
 */
export function disableZodEval(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  // Changed in place: a copy of zod already loaded holds this very object.
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
