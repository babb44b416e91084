import { HeroSearch } from '../features/search/hero-search';

export default HeroSearch;
