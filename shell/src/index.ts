import { disableZodEval } from './disable-zod-eval';

disableZodEval();
// The async boundary lets Module Federation negotiate shared libraries first.
import('./bootstrap');
