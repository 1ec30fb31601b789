CREATE TABLE "import_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"path" text NOT NULL,
	"status" text NOT NULL,
	"institution_type" text,
	"report_date" date,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_gaps" (
	"institution_type" text NOT NULL,
	"report_date" date NOT NULL,
	"items" text[] NOT NULL,
	CONSTRAINT "source_gaps_institution_type_report_date_pk" PRIMARY KEY("institution_type","report_date")
);
--> statement-breakpoint
ALTER TABLE "call_reports" ADD COLUMN "withheld" text[];--> statement-breakpoint
ALTER TABLE "metric_values" ADD COLUMN "not_reported" integer[];--> statement-breakpoint
CREATE INDEX "import_reports_finished_idx" ON "import_reports" USING btree ("finished_at");