CREATE TABLE "metric_cross_sections" (
	"institution_type" text NOT NULL,
	"report_date" date NOT NULL,
	"slot" integer NOT NULL,
	"iids" integer[] NOT NULL,
	"values" double precision[] NOT NULL,
	CONSTRAINT "metric_cross_sections_institution_type_slot_report_date_pk" PRIMARY KEY("institution_type","slot","report_date")
);
--> statement-breakpoint
CREATE TABLE "peer_group_members" (
	"group_id" integer NOT NULL,
	"iid" integer NOT NULL,
	CONSTRAINT "peer_group_members_group_id_iid_pk" PRIMARY KEY("group_id","iid")
);
--> statement-breakpoint
CREATE TABLE "peer_groups" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"group_type" integer NOT NULL,
	"institution_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"criteria" text DEFAULT '' NOT NULL,
	"selection_type" integer DEFAULT 0 NOT NULL,
	"organization_id" uuid,
	"created_by_user_id" uuid,
	"rule_kind" text,
	"rule_state" text,
	"rule_min_assets" double precision,
	"rule_max_assets" double precision,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "peer_group_members" ADD CONSTRAINT "peer_group_members_group_id_peer_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."peer_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_group_members" ADD CONSTRAINT "peer_group_members_iid_institutions_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."institutions"("iid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_groups" ADD CONSTRAINT "peer_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_groups" ADD CONSTRAINT "peer_groups_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_groups_org_idx" ON "peer_groups" USING btree ("organization_id","institution_type");--> statement-breakpoint
CREATE INDEX "peer_groups_type_idx" ON "peer_groups" USING btree ("group_type","institution_type");