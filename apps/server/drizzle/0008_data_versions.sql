CREATE TABLE "data_versions" (
	"institution_type" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
