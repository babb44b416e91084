import { DirectoryPage } from '../features/search/directory-page';

export default DirectoryPage;
