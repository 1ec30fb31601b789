CREATE TABLE "metric_ratio_parts" (
	"iid" integer NOT NULL,
	"report_date" date NOT NULL,
	"institution_type" text NOT NULL,
	"numerators" double precision[] NOT NULL,
	"denominators" double precision[] NOT NULL,
	CONSTRAINT "metric_ratio_parts_iid_report_date_pk" PRIMARY KEY("iid","report_date")
);
--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ADD COLUMN "prefix" double precision[];--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ADD COLUMN "numerator_total" double precision;--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ADD COLUMN "denominator_total" double precision;--> statement-breakpoint
ALTER TABLE "metric_ratio_parts" ADD CONSTRAINT "metric_ratio_parts_iid_institutions_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."institutions"("iid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_ratio_parts_date_idx" ON "metric_ratio_parts" USING btree ("institution_type","report_date");--> statement-breakpoint
-- The running sums of the sorted values of the cross-sections stored before this migration, as
-- compute-metrics.ts stores them for new ones (the aggregate ratio's totals need the call
-- reports: they come with the next computation of the metrics).
UPDATE "metric_cross_sections" cs SET "prefix" = coalesce(
  (SELECT array_agg(t.s ORDER BY t.k)
   FROM (SELECT u.k, sum(u.v) OVER (ORDER BY u.k) AS s
         FROM unnest(cs."sorted") WITH ORDINALITY AS u(v, k)) t), '{}');--> statement-breakpoint
-- The position (1-based) of the first element equal to x in an ascending array, 0 when x is
-- null or not there: the value of the institution left out of its national group.
CREATE FUNCTION sorted_position(sorted double precision[], x double precision) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  k integer;
BEGIN
  IF x IS NULL THEN RETURN 0; END IF;
  k := count_below(sorted, x) + 1;
  IF k > coalesce(cardinality(sorted), 0) OR sorted[k] <> x THEN RETURN 0; END IF;
  RETURN k;
END $$;--> statement-breakpoint
-- The quantiles ps (0 to 1) of an ascending array with the element at position skip left out
-- (0: none), by linear interpolation between the closest ranks as quantileOfSorted of
-- @app/core and percentile_cont: rank h = 1 + (m - 1) p of the m values kept. Null when no
-- value is kept. Each lookup is an index: no pass over the values.
CREATE FUNCTION sorted_quantiles(sorted double precision[], skip integer, ps double precision[])
  RETURNS double precision[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  n integer := coalesce(cardinality(sorted), 0);
  m integer := n - (skip > 0)::int;
  result double precision[] := '{}';
  p double precision;
  h double precision;
  below integer;
  a double precision;
  b double precision;
BEGIN
  FOREACH p IN ARRAY ps LOOP
    IF m = 0 THEN
      result := result || NULL::double precision;
      CONTINUE;
    END IF;
    h := (m - 1) * p;
    below := floor(h)::integer;
    -- The k-th kept value (1-based) is sorted[k], or sorted[k + 1] from the skipped one on.
    a := sorted[below + 1 + (skip > 0 AND below + 1 >= skip)::int];
    IF h = below OR below + 1 >= m THEN
      result := result || a;
    ELSE
      b := sorted[below + 2 + (skip > 0 AND below + 2 >= skip)::int];
      result := result || CASE WHEN a = b THEN a ELSE a + (h - below) * (b - a) END;
    END IF;
  END LOOP;
  RETURN result;
END $$;--> statement-breakpoint
-- The UBPR peer average of an ascending array (prefix: its running sums, or null) with the
-- element at position skip left out: the mean of the values kept between the 5th and 95th
-- percentiles, both cuts kept (trimmedMeanOf of @app/core). Null under 5 values.
CREATE FUNCTION sorted_trimmed_mean(sorted double precision[], prefix double precision[], skip integer)
  RETURNS double precision
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  n integer := coalesce(cardinality(sorted), 0);
  cuts double precision[];
  first_kept integer;
  last_kept integer;
  total double precision;
  kept integer;
BEGIN
  IF n - (skip > 0)::int < 5 THEN RETURN NULL; END IF;
  cuts := sorted_quantiles(sorted, skip, ARRAY[0.05, 0.95]::double precision[]);
  first_kept := count_below(sorted, cuts[1]) + 1;
  last_kept := width_bucket(cuts[2], sorted);
  IF prefix IS NULL THEN
    total := (SELECT sum(v) FROM unnest(sorted[first_kept:last_kept]) AS v);
  ELSE
    total := prefix[last_kept] - coalesce(prefix[first_kept - 1], 0);
  END IF;
  kept := last_kept - first_kept + 1;
  IF skip BETWEEN first_kept AND last_kept THEN
    total := total - sorted[skip];
    kept := kept - 1;
  END IF;
  RETURN total / kept;
END $$;
