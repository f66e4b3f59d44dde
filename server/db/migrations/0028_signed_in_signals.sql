-- A signal for every change to a session or a user (docs/adr/0048): each process that keeps who a signed-in call acts
-- for (server/services/sessions.ts) forgets that session, or that user's sessions, when it hears one. Triggers rather
-- than a signal sent by each write, so no write can forget it: a repo's, a staff action's, an operator command's, a
-- deletion's cascade. Sent as server/db/signals.ts sends them (channel per schema), delivered when the change commits.
CREATE FUNCTION signal_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(current_schema() || ':sessions', OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION signal_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(current_schema() || ':users', OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed_signal AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION signal_session_changed();--> statement-breakpoint
CREATE TRIGGER users_changed_signal AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION signal_user_changed();
