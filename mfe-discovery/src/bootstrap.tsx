// Standalone development: this remote's pages and home widgets inside a minimal host.
import { renderStandalone } from '@pizza-atlas/dev-host';
import { kebabCase } from '@pizza-atlas/platform';
import routes from './routes';

renderStandalone(
  routes,
  (module) => import(/* webpackExclude: /\.test\.tsx$/ */ `./expose/${kebabCase(module)}.tsx`),
);
