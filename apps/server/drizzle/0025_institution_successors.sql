CREATE TABLE "institution_successors" (
	"iid" integer PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"successor_iid" integer,
	"successor_name" text NOT NULL,
	"effective_date" date NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
