-- Kept public pages (server/web/) are dropped when a table they read changes: every change to one,
-- by the server, another process, a migration or an operator's SQL, sends a notice on the
-- page_sources channel naming the table, once per statement, delivered to listeners at commit.
CREATE FUNCTION notify_page_source() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_sources', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER blogs_page_source AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs FOR EACH STATEMENT EXECUTE FUNCTION notify_page_source();
--> statement-breakpoint
CREATE TRIGGER accreditations_page_source AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accreditations FOR EACH STATEMENT EXECUTE FUNCTION notify_page_source();
