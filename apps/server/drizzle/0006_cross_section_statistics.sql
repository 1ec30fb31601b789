ALTER TABLE "metric_cross_sections" ADD COLUMN "n" integer;--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ADD COLUMN "total" double precision;--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ADD COLUMN "sorted" double precision[];--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ADD COLUMN "high_iid" integer;--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ADD COLUMN "low_iid" integer;--> statement-breakpoint
-- The statistics of the cross-sections stored before this migration, as compute-metrics.ts
-- stores them for new ones: the sum in iid order, the lowest iid of the highest and lowest value.
UPDATE "metric_cross_sections" cs SET
  "n" = cardinality(cs."values"),
  "total" = coalesce((SELECT sum(v) FROM unnest(cs."values") AS v), 0),
  "sorted" = coalesce((SELECT array_agg(v ORDER BY v) FROM unnest(cs."values") AS v), '{}'),
  "high_iid" = (SELECT u.iid FROM unnest(cs."iids", cs."values") AS u(iid, v) ORDER BY u.v DESC, u.iid LIMIT 1),
  "low_iid" = (SELECT u.iid FROM unnest(cs."iids", cs."values") AS u(iid, v) ORDER BY u.v, u.iid LIMIT 1);--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ALTER COLUMN "n" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ALTER COLUMN "total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "metric_cross_sections" ALTER COLUMN "sorted" SET NOT NULL;--> statement-breakpoint
-- How many elements of an ascending array are strictly below x (binary search); width_bucket
-- gives how many are at or below it.
CREATE FUNCTION count_below(sorted double precision[], x double precision) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  lo integer := 1;
  hi integer := coalesce(cardinality(sorted), 0) + 1;
  mid integer;
BEGIN
  WHILE lo < hi LOOP
    mid := (lo + hi) / 2;
    IF sorted[mid] < x THEN lo := mid + 1; ELSE hi := mid; END IF;
  END LOOP;
  RETURN lo - 1;
END $$;
