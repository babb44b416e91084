/** What every app's bundle is built from besides its own folder. */
export const SHARED_INPUTS: readonly string[];
/** An app's inputs, relative to the repository root. */
export function appInputs(appFolder: string): string[];
/** A digest of the names and current contents of the input files. */
export function sourceHash(repoRoot: string, inputs: readonly string[]): string;
/** The source hash of one app (`shell`, `mfe-guides`, …) and everything it is built from. */
export function appSourceHash(repoRoot: string, appFolder: string): string;
