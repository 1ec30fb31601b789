CREATE TABLE "own_deposit_rows" (
	"organization_id" uuid NOT NULL,
	"product" text NOT NULL,
	"month" text NOT NULL,
	"balance" double precision NOT NULL,
	"rate_paid" double precision NOT NULL,
	"accounts" integer,
	"accounts_opened" integer,
	"accounts_closed" integer,
	"category" text NOT NULL,
	CONSTRAINT "own_deposit_rows_organization_id_product_month_pk" PRIMARY KEY("organization_id","product","month")
);
--> statement-breakpoint
CREATE TABLE "own_deposit_uploads" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"row_count" integer NOT NULL,
	"accepts_gaps" boolean NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_email" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deposit_data_permission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "own_deposit_rows" ADD CONSTRAINT "own_deposit_rows_organization_id_own_deposit_uploads_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."own_deposit_uploads"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_deposit_uploads" ADD CONSTRAINT "own_deposit_uploads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_deposit_uploads" ADD CONSTRAINT "own_deposit_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_deposit_rows_product_idx" ON "own_deposit_rows" USING btree ("organization_id","product");