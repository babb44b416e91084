import { AddPlaceCallout } from '../features/submit/add-place-callout';

export default AddPlaceCallout;
