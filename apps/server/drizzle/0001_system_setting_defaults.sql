-- Settings every installation starts with; an administrator's later change is kept.
INSERT INTO "system_settings" ("key", "value") VALUES
  ('maintenance_mode', 'false'),
  ('nmd_trunct', '40'),
  ('nmd_sig_event_ind', '0.2')
ON CONFLICT ("key") DO NOTHING;
