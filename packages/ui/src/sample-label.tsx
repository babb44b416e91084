import type { CSSProperties } from 'react';
import { SampleBadge } from './feedback';

/** The one wording of the label on a fictional sample place or listing, wherever it is shown. */
export const SAMPLE_LABEL = 'Sample data';

/** The label of a fictional sample place or listing. */
export function SampleLabel({ style }: { style?: CSSProperties }) {
  return <SampleBadge style={style}>{SAMPLE_LABEL}</SampleBadge>;
}
