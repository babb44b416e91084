import { disableZodEval } from './disable-zod-eval';

disableZodEval();
// The async boundary lets Module Federation negotiate shared libraries first. It starts in
// a task of its own: evaluating this entry (the federation runtime) and the runtime's
// loading of the shared modules are each a shorter task on a phone than the two together.
setTimeout(() => void import('./bootstrap'), 0);
