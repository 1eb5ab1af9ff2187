-- Runs once, when the postgres container starts on an empty data volume (docker-entrypoint-initdb.d).
-- One server, one database per service: no service reads another's tables.
-- (Services also create their database when missing; creating them here keeps the list visible.)
CREATE DATABASE identity;
CREATE DATABASE catalog_guide;
CREATE DATABASE commerce;
CREATE DATABASE cms;
CREATE DATABASE support_tickets;
CREATE DATABASE contest;

-- The Postgres search adapter needs these (French accent folding, typo tolerance, near-me).
-- Migrations create them too; doing it here as the superuser also works for a non-superuser app role.
\connect catalog_guide
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
