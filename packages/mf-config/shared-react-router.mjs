// What the browser shares as `react-router-dom`: the names the apps import, nothing else.
// A shared module keeps every export, because any remote may ask for any of them; shared
// whole, react-router came to about 65 KB gzip before first paint, these names to about
// 16 KB. Every app's browser build shares this same module, so the one router the shell
// renders is the one every remote's links and hooks read.
//
// A name missing here is `undefined` in the browser: shared-react-router.test.js fails
// when an app imports one. Add it below. (The server renders with the whole library.)
// See docs/decisions/0016-javascript-before-first-paint.md.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
