ALTER TABLE "users" ADD COLUMN "membership" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_membership_decided_by_users_id_fk" FOREIGN KEY ("membership_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;