import { ArScannerPage } from '../features/ar-scanner/ar-scanner-page';

export default ArScannerPage;
