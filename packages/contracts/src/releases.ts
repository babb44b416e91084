import { z } from 'zod';
import { RemoteNameSchema } from './platform';

/** A release version: safe as one path segment of /remotes/<remote>/<version>/. */
export const ReleaseVersionSchema = z
  .string()
  .regex(
    /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/,
    'a version uses letters, digits, dots, dashes and underscores (at most 64)',
  );

/**
 * `release.json` at the root of a release archive: which remote and version the files
 * are, and the digest of the sources they were built from (to skip unchanged rebuilds).
 */
export const ReleaseInfoSchema = z.object({
  remote: RemoteNameSchema,
  version: ReleaseVersionSchema,
  sourceHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex')
    .nullable()
    .default(null),
});
export type ReleaseInfo = z.infer<typeof ReleaseInfoSchema>;

/**
 * A file's path inside a release: plain segments of letters, digits, dots, dashes and
 * underscores, none starting with a dot, so never absolute, hidden or "..".
 */
export const ReleaseFilePathSchema = z
  .string()
  .max(200)
  .regex(
    /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/,
    'a relative path of plain names (letters, digits, ".", "-", "_"), without ".." or a leading "/"',
  );

export const RELEASE_INFO_FILE = 'release.json';
/** The media type of a release upload: a gzipped tar of the remote's build folder. */
export const RELEASE_ARCHIVE_TYPE = 'application/gzip';

export const ReleaseSummarySchema = z.object({
  version: z.string(),
  sourceHash: z.string().nullable(),
  createdAt: z.string(),
  active: z.boolean(),
  /** When the release last stopped being active; null while active or never active. */
  deactivatedAt: z.string().nullable(),
  files: z.number().int(),
  bytes: z.number().int(),
});
export type ReleaseSummary = z.infer<typeof ReleaseSummarySchema>;

/** The shell's build is released like a remote's (docs/decisions/0036). */
export const SHELL_RELEASE_NAME = 'shell';
/** What a release belongs to: a remote, or the shell. */
export const ReleaseOwnerSchema = z.union([RemoteNameSchema, z.literal(SHELL_RELEASE_NAME)]);
export type ReleaseOwner = z.infer<typeof ReleaseOwnerSchema>;

export const ReleaseListSchema = z.object({
  remote: ReleaseOwnerSchema,
  releases: z.array(ReleaseSummarySchema),
});
export type ReleaseList = z.infer<typeof ReleaseListSchema>;

export const UploadReleaseQuerySchema = z.object({
  /** Make the release active once stored (default). `false` stores it for a later activation. */
  activate: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const UploadReleaseResponseSchema = z.object({
  remote: ReleaseOwnerSchema,
  version: z.string(),
  /** URL of the release's mf-manifest.json, as the shell loads it. */
  entry: z.string(),
  active: z.boolean(),
  files: z.number().int(),
  bytes: z.number().int(),
  /** Older releases removed after this one became active. */
  pruned: z.array(z.string()),
});
export type UploadReleaseResponse = z.infer<typeof UploadReleaseResponseSchema>;

export const ActivateReleaseRequestSchema = z.object({
  /** The release to make active; without it, the one published before the active one. */
  version: ReleaseVersionSchema.optional(),
});

export const ActivateReleaseResponseSchema = z.object({
  remote: ReleaseOwnerSchema,
  from: z.string().nullable(),
  to: z.string(),
});
export type ActivateReleaseResponse = z.infer<typeof ActivateReleaseResponseSchema>;

export const PruneReleasesResponseSchema = z.object({
  remote: ReleaseOwnerSchema,
  pruned: z.array(z.string()),
  kept: z.array(z.string()),
});
export type PruneReleasesResponse = z.infer<typeof PruneReleasesResponseSchema>;
