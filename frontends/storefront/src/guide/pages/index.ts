/** The guide's list pages, loaded as one chunk by the route table (the detail page, with its reviews form, is its own: detail.ts). */
import '../guide.css';
export { SearchResultsPage } from './SearchResultsPage';
export { SectionHomePage } from './SectionHomePage';
export { SegmentPage } from './SegmentPage';
export { TwoSegmentPage } from './TwoSegmentPage';
