// The service's migrations in the order they run (the platform's event tables go in front: serviceMigrations).
// One list for the app module, the scripts and the tests' template databases.
import { Geography1700000000500 } from './1700000000500-geography';
import { Establishments1700000000600 } from './1700000000600-establishments';
import { SearchIndex1700000001000 } from './1700000001000-search-index';
import { EstablishmentDetails1700000001100 } from './1700000001100-establishment-details';
import { SearchCoveringIndex1700000001200 } from './1700000001200-search-covering-index';
import { PublishedTownsIndex1700000001300 } from './1700000001300-published-towns-index';
import { UpdatedAt1700000001400 } from './1700000001400-updated-at';
import { SearchFacetCounts1700000001500 } from './1700000001500-search-facet-counts';
import { SearchGeneration1700000001600 } from './1700000001600-search-generation';
import { Products1700000001700 } from './1700000001700-products';
import { ProductAttributes1700000001800 } from './1700000001800-product-attributes';
import { Reviews1700000001900 } from './1700000001900-reviews';
import { CatalogPermalinks1700000001950 } from './1700000001950-catalog-permalinks';
import { SettingsCopy1700000001960 } from './1700000001960-settings-copy';
import { OutboxTraceparent1700000001970 } from './1700000001970-outbox-traceparent';
import { SearchTextTable1700000001975 } from './1700000001975-search-text-table';

export const MIGRATIONS = [
  Geography1700000000500,
  Establishments1700000000600,
  SearchIndex1700000001000,
  EstablishmentDetails1700000001100,
  SearchCoveringIndex1700000001200,
  PublishedTownsIndex1700000001300,
  UpdatedAt1700000001400,
  SearchFacetCounts1700000001500,
  SearchGeneration1700000001600,
  Products1700000001700,
  ProductAttributes1700000001800,
  Reviews1700000001900,
  CatalogPermalinks1700000001950,
  SettingsCopy1700000001960,
  OutboxTraceparent1700000001970,
  SearchTextTable1700000001975,
];
