CREATE TABLE "activity_views" (
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_views_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "withdraw_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "withdraw_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "withdraw_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_views" ADD CONSTRAINT "activity_views_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_views" ADD CONSTRAINT "activity_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;