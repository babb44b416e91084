import { ContactPage } from '../features/contact/contact-page';

export default ContactPage;
