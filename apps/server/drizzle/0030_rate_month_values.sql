CREATE TABLE "rate_month_values" (
	"rate_id" text NOT NULL,
	"month_end" date NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "rate_month_values_rate_id_month_end_pk" PRIMARY KEY("rate_id","month_end")
);
--> statement-breakpoint
ALTER TABLE "rate_month_values" ADD CONSTRAINT "rate_month_values_rate_id_rates_rate_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("rate_id") ON DELETE cascade ON UPDATE no action;