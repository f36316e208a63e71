-- Whether visitors read the comments under posts for everyone (decision 0046): off by default,
-- an administrator's choice on Settings.
ALTER TABLE "site_settings" ADD COLUMN "comments_for_visitors" boolean DEFAULT false NOT NULL;
