CREATE TABLE "synced_files" (
	"source" text NOT NULL,
	"period" text NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"bytes" bigint NOT NULL,
	"etag" text,
	"last_modified" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "synced_files_source_period_pk" PRIMARY KEY("source","period")
);
