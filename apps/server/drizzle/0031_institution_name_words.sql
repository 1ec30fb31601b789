-- The name search reads trigrams (pg_trgm, a contrib extension PostgreSQL ships and marks trusted,
-- so a database owner may create it; PGlite loads it in database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "institutions_name_words_idx" ON "institutions" USING gin ((' ' || lower("name")) gin_trgm_ops);