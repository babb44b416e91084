import { LabsShowcase } from '../features/showcase/labs-showcase';

export default LabsShowcase;
