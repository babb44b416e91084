// The async boundary lets Module Federation negotiate shared libraries first.
import('./bootstrap');
