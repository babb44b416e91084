import { ConfirmAddressPage } from '../features/accounts/confirm-address-page';

export default ConfirmAddressPage;
