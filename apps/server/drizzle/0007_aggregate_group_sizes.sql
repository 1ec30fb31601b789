CREATE TABLE "aggregate_group_sizes" (
	"group_id" integer NOT NULL,
	"report_date" date NOT NULL,
	"institutions" integer NOT NULL,
	CONSTRAINT "aggregate_group_sizes_group_id_report_date_pk" PRIMARY KEY("group_id","report_date")
);
--> statement-breakpoint
ALTER TABLE "aggregate_group_sizes" ADD CONSTRAINT "aggregate_group_sizes_group_id_peer_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."peer_groups"("group_id") ON DELETE cascade ON UPDATE no action;