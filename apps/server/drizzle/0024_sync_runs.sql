CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" text,
	"scheduled_for" timestamp with time zone,
	"state" text DEFAULT 'queued' NOT NULL,
	"phase" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"failure" text,
	"failure_mailed" boolean DEFAULT false NOT NULL,
	"report_text" text,
	"report" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_slot_idx" ON "sync_runs" USING btree ("source","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_open_idx" ON "sync_runs" USING btree ("source") WHERE "sync_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "sync_runs_created_idx" ON "sync_runs" USING btree ("created_at");