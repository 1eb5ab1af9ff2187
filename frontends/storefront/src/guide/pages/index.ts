/** The guide's pages, loaded as one chunk by the route table. */
import '../guide.css';
export { EstablishmentPage } from './EstablishmentPage';
export { SearchResultsPage } from './SearchResultsPage';
export { SectionHomePage } from './SectionHomePage';
export { SegmentPage } from './SegmentPage';
export { TwoSegmentPage } from './TwoSegmentPage';
