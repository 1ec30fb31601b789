CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"date_sent" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "call_reports" (
	"iid" integer NOT NULL,
	"report_date" date NOT NULL,
	"institution_type" text NOT NULL,
	"source" text NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "call_reports_iid_report_date_pk" PRIMARY KEY("iid","report_date")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"contact" boolean NOT NULL,
	"page_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"iid" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"institution_type" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text,
	"website" text,
	"ownership_type" text,
	"fdic_cert" integer,
	"tom_code" integer,
	"low_income" boolean,
	"active" boolean DEFAULT true NOT NULL,
	"last_reporting_date" date,
	"synthetic" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_views" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_views_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"date_sent" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" uuid
);
--> statement-breakpoint
CREATE TABLE "metric_slots" (
	"institution_type" text NOT NULL,
	"metric_id" text NOT NULL,
	"slot" integer NOT NULL,
	CONSTRAINT "metric_slots_institution_type_metric_id_pk" PRIMARY KEY("institution_type","metric_id")
);
--> statement-breakpoint
CREATE TABLE "metric_values" (
	"iid" integer NOT NULL,
	"report_date" date NOT NULL,
	"institution_type" text NOT NULL,
	"values" double precision[] NOT NULL,
	CONSTRAINT "metric_values_iid_report_date_pk" PRIMARY KEY("iid","report_date")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_views" (
	"news_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_views_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"organization_type" text NOT NULL,
	"institution_iid" integer,
	"partner_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_file" text NOT NULL,
	"logo_width" integer NOT NULL,
	"logo_height" integer NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"url" text NOT NULL,
	"ad_image" text NOT NULL,
	"ad_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_values" (
	"rate_id" text NOT NULL,
	"report_date" date NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "rate_values_rate_id_report_date_pk" PRIMARY KEY("rate_id","report_date")
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"rate_id" text PRIMARY KEY NOT NULL,
	"rate_id_statistical" text NOT NULL,
	"rate_name" text NOT NULL,
	"category" text NOT NULL,
	"correlations_default" boolean DEFAULT false NOT NULL,
	"series_id" text NOT NULL,
	"citation" text NOT NULL,
	"lag_value" integer DEFAULT 0 NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"product" text NOT NULL,
	"tier" text NOT NULL,
	"plan_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"billing_provider" text,
	"billing_customer_id" text,
	"billing_subscription_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_progress" (
	"user_id" uuid NOT NULL,
	"path" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_progress_user_id_path_pk" PRIMARY KEY("user_id","path")
);
--> statement-breakpoint
CREATE TABLE "types_of_membership" (
	"tom_code" integer PRIMARY KEY NOT NULL,
	"tom_code_alpha" text NOT NULL,
	"tom_code_desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_institutions" (
	"user_id" uuid NOT NULL,
	"iid" integer NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"date_last_viewed" timestamp with time zone,
	CONSTRAINT "user_institutions_user_id_iid_pk" PRIMARY KEY("user_id","iid")
);
--> statement-breakpoint
CREATE TABLE "user_products" (
	"user_id" uuid NOT NULL,
	"product" text NOT NULL,
	CONSTRAINT "user_products_user_id_product_pk" PRIMARY KEY("user_id","product")
);
--> statement-breakpoint
CREATE TABLE "user_session_values" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_session_values_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"organization_id" uuid NOT NULL,
	"is_platform_admin" boolean DEFAULT false NOT NULL,
	"is_client_admin" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_reports" ADD CONSTRAINT "call_reports_iid_institutions_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."institutions"("iid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_views" ADD CONSTRAINT "message_views_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_views" ADD CONSTRAINT "message_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_iid_institutions_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."institutions"("iid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_institution_iid_institutions_iid_fk" FOREIGN KEY ("institution_iid") REFERENCES "public"."institutions"("iid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_partner_code_partners_code_fk" FOREIGN KEY ("partner_code") REFERENCES "public"."partners"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_values" ADD CONSTRAINT "rate_values_rate_id_rates_rate_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("rate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_progress" ADD CONSTRAINT "tour_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_institutions" ADD CONSTRAINT "user_institutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_institutions" ADD CONSTRAINT "user_institutions_iid_institutions_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."institutions"("iid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_products" ADD CONSTRAINT "user_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session_values" ADD CONSTRAINT "user_session_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_idx" ON "activities" USING btree ("user_id","date_sent");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "call_reports_date_idx" ON "call_reports" USING btree ("institution_type","report_date");--> statement-breakpoint
CREATE INDEX "institutions_name_idx" ON "institutions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "institutions_type_idx" ON "institutions" USING btree ("institution_type","active");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_slots_slot_idx" ON "metric_slots" USING btree ("institution_type","slot");--> statement-breakpoint
CREATE INDEX "metric_values_date_idx" ON "metric_values" USING btree ("institution_type","report_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_active_product_idx" ON "subscriptions" USING btree ("organization_id","product") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");