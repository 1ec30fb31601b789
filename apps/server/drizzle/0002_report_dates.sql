CREATE TABLE "report_dates" (
	"institution_type" text NOT NULL,
	"report_date" date NOT NULL,
	"institutions" integer NOT NULL,
	CONSTRAINT "report_dates_institution_type_report_date_pk" PRIMARY KEY("institution_type","report_date")
);
