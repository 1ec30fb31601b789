CREATE TABLE "partner_images" (
	"partner_code" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_images_partner_code_kind_pk" PRIMARY KEY("partner_code","kind")
);
--> statement-breakpoint
ALTER TABLE "partner_images" ADD CONSTRAINT "partner_images_partner_code_partners_code_fk" FOREIGN KEY ("partner_code") REFERENCES "public"."partners"("code") ON DELETE cascade ON UPDATE no action;