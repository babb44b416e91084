import { z } from 'zod';

/** The four remotes of the platform. The shell is not in the registry. */
export const REMOTE_NAMES = ['discovery', 'guides', 'labs', 'partners'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

/** Lab features that staff can switch on and off inside the labs remote. */
export const LAB_FEATURES = [
  'quiz',
  'discovery-journey',
  'pizza-intelligence',
  'wait-times',
  'ar-scanner',
  'pizza-social',
] as const;
export const LabFeatureSchema = z.enum(LAB_FEATURES);
export type LabFeature = z.infer<typeof LabFeatureSchema>;

export const RemoteEntrySchema = z.object({
  name: RemoteNameSchema,
  version: z.string(),
  /** URL of the remote's mf-manifest.json, relative to the site origin. */
  entry: z.string(),
});
export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;

/** What GET /api/platform/manifest answers and what the server inlines into the HTML. */
export const PlatformManifestSchema = z.object({
  remotes: z.array(RemoteEntrySchema),
  features: z.record(z.string(), z.boolean()),
});
export type PlatformManifest = z.infer<typeof PlatformManifestSchema>;
