-- Every instance keeps the sessions it has checked for a few seconds (auth/session-cache.ts).
-- Whatever ends or changes a session, or changes who its user is (role, address, disabled),
-- tells every instance at once, whichever process made the change: the site, another
-- instance, a CLI command or an operator's SQL. The payload is the user's id.
CREATE FUNCTION agora_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('agora_sessions', OLD.id);
  ELSE
    PERFORM pg_notify('agora_sessions', OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION agora_notify_session_change();--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OF role, email, banned, ban_expires OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION agora_notify_session_change();
